/**
 * The deck meter (issue 49, item 2): as the host writes, imports or draws the
 * week's requests, what the deck will teach, from the house policies' expected
 * results on the forecast. Worked out on the device; the figures change as the
 * deck does, and a screen reader hears the new verdict.
 */
import { useMemo } from 'react';
import { DEFAULT_GAME_CURRENCY, GRID_DAYS, type GridDay, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { deckMeter } from '@front-desk-rm/engine/policies';
import { translate, useT, type Translate } from '../../../i18n/use-t.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatterFor, useFormat, type Format } from '../../../i18n/format.js';
import { dayShort } from '../../../components/ui/engine-words.js';

/** Nights as a host reads them: "Tue to Thu" for a run, "Mon, Wed and Fri" otherwise (the engine's `nightsText`, in the host's language). */
function nightsSaid(t: Translate, format: Pick<Format, 'weekday'>, nights: readonly GridDay[]): string {
  const labels = nights.map((d) => dayShort(format, d));
  const idx = nights.map((d) => GRID_DAYS.indexOf(d));
  const run = idx.length >= 3 && idx.every((n, i) => i === 0 || n === idx[i - 1]! + 1);
  if (run) return t('controlPanel.deckMeter.nightsRun', { first: labels[0], last: labels.at(-1) });
  return labels.length <= 1 ? (labels[0] ?? '') : t('controlPanel.deckMeter.nightsList', { others: labels.slice(0, -1).join(', '), last: labels.at(-1) });
}

/** The meter's verdict in the host's words: in the language spoken now and the session's currency unless told otherwise. */
export function deckMeterText(
  session: Session,
  deck: readonly Scenario[],
  t: Translate = translate,
  format: Pick<Format, 'money' | 'weekday'> = formatterFor(currentLanguage(), session.currency ?? DEFAULT_GAME_CURRENCY),
): string | null {
  const meter = deckMeter(session, deck);
  const { money } = format;
  switch (meter.kind) {
    case 'empty':
      return null;
    case 'no-guests':
      return t('controlPanel.deckMeter.noGuests');
    case 'nothing-to-protect':
      return t('controlPanel.deckMeter.nothingToProtect', { fcfs: money(meter.fcfs), protecting: money(meter.protecting) });
    case 'protecting-pays': {
      const policy = meter.policy === 'emsrB' ? t('controlPanel.deckMeter.policy.emsrB') : t('controlPanel.deckMeter.policy.displacement');
      const less = Math.round((meter.worth / meter.protecting) * 100);
      const figures = { worth: money(meter.worth), policy, protecting: money(meter.protecting), fcfs: money(meter.fcfs), less };
      return meter.nights.length > 0
        ? t('controlPanel.deckMeter.protectingNights', { nights: nightsSaid(t, format, meter.nights), ...figures })
        : t('controlPanel.deckMeter.protectingRooms', figures);
    }
  }
}

export function DeckMeter({ session, deck }: { session: Session; deck: readonly Scenario[] }) {
  const t = useT();
  const format = useFormat();
  const text = useMemo(() => deckMeterText(session, deck, t, format), [session, deck, t, format]);
  if (!text) return null;
  return (
    <section className="panel deck-meter" aria-labelledby="deck-meter-title">
      <h3 id="deck-meter-title">{t('controlPanel.deckMeter.title')}</h3>
      <p role="status">{text}</p>
    </section>
  );
}
