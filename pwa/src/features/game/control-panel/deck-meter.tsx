/**
 * The deck meter (issue 49, item 2): as the host writes, imports or draws the
 * week's requests, what the deck will teach, from the house policies' expected
 * results on the forecast. Worked out on the device; the figures change as the
 * deck does, and a screen reader hears the new verdict.
 */
import { useMemo } from 'react';
import { type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { HOUSE_POLICIES, deckMeter, nightsText } from '@front-desk-rm/engine/policies';

/** The meter's verdict in the host's words. */
export function deckMeterText(session: Session, deck: readonly Scenario[]): string | null {
  const meter = deckMeter(session, deck);
  switch (meter.kind) {
    case 'empty':
      return null;
    case 'no-guests':
      return 'No transient guests come in this session, so its requests are the only business: saying yes to whatever fits is hard to beat. A session with guests from the forecast teaches protecting rooms.';
    case 'nothing-to-protect':
      return `First come, first served expects ${formatINR(meter.fcfs)} here, as much as protecting rooms would (${formatINR(meter.protecting)}): nothing to protect. This deck teaches that an empty room earns nothing.`;
    case 'protecting-pays': {
      const name = HOUSE_POLICIES.find((p) => p.id === meter.policy)!.name;
      const less = Math.round((meter.worth / meter.protecting) * 100);
      const where = meter.nights.length > 0 ? `Protecting ${nightsText(meter.nights)}` : 'Protecting rooms';
      return `${where} is worth about ${formatINR(meter.worth)} here: ${name.toLowerCase()} expects ${formatINR(meter.protecting)}, first come, first served ${formatINR(meter.fcfs)} (${less}% less).`;
    }
  }
}

export function DeckMeter({ session, deck }: { session: Session; deck: readonly Scenario[] }) {
  const text = useMemo(() => deckMeterText(session, deck), [session, deck]);
  if (!text) return null;
  return (
    <section className="panel deck-meter" aria-labelledby="deck-meter-title">
      <h3 id="deck-meter-title">What this deck teaches</h3>
      <p role="status">{text}</p>
    </section>
  );
}
