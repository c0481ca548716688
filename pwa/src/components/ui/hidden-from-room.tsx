/**
 * The host's mark on what the room does not see yet (issues 38 and 50): while
 * the game runs unrevealed, the players' screens and the projector show no
 * house team's figures, no best possible week and no debrief; the host may
 * open them for a mid-game discussion. After End Game the room waits for its
 * late tablets: the host sees which teams' tablets have not reported since
 * the end, and when the results reveal themselves, and may reveal them now.
 * Once revealed, whatever reached the server too late is listed, never counted.
 */
import { useState } from 'react';
import { type Session } from '@front-desk-rm/engine/domain';
import { teamsNotHeard } from '@front-desk-rm/engine/mutations';
import { graceEndsAt } from '@front-desk-rm/engine/views';
import { hostMutate } from '../../data/writes/host-actions.js';
import { db } from '../../data/db/local-db.js';
import { useRevealedToRoom } from '../../data/reads/use-revealed.js';
import { useSessionNames, type SessionNames } from '../../data/reads/use-session-names.js';
import { ConfirmDialog } from './dialog.js';
import { toast } from './toast.js';
import { useLanguage, useT } from '../../i18n/use-t.js';
import { useSpoken } from '../../i18n/spoken.js';

const clock = (ms: number, language: string) => new Date(ms).toLocaleTimeString(language === 'en' ? 'en-IN' : language, { hour: '2-digit', minute: '2-digit' });

export function HiddenFromRoom({ session }: { session: Session }) {
  const t = useT();
  const spoken = useSpoken();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revealed = useRevealedToRoom(session);
  const names = useSessionNames(session.id);
  const ended = session.status === 'ended';

  async function reveal() {
    setConfirming(false);
    setBusy(true);
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch: { revealed: true } });
    setBusy(false);
    if (result.ok) toast.success(ended ? t('hidden.revealedEnded') : t('hidden.revealedLive'), { id: 'reveal' });
    else toast.error(result.reason ? spoken(result.reason) : t('hidden.revealFailed'), { id: 'reveal' });
  }

  if (revealed || (session.status !== 'live' && !ended)) return <LateArrivals session={session} names={names} />;

  if (!ended)
    return (
      <section className="hidden-from-room" aria-label={t('hidden.label')}>
        <p>
          <strong>{t('hidden.live.strong')}</strong> {t('hidden.live.body')}
        </p>
        <button className="btn btn-ghost" onClick={() => void reveal()} disabled={busy}>
          {t('hidden.revealNow')}
        </button>
      </section>
    );

  const waiting = teamsNotHeard(session).map((id) => names.team.get(id) ?? t('hidden.aTeam'));
  const grace = graceEndsAt(session);
  return (
    <section className="hidden-from-room" aria-label={t('hidden.label')}>
      <p>
        <strong>{t('hidden.ended.strong')}</strong> {grace !== null ? t('hidden.ended.bodyGrace', { time: clock(grace, language) }) : t('hidden.ended.body')}
      </p>
      {waiting.length > 0 && <p role="status">{t('hidden.waitingFor', { count: waiting.length, teams: waiting.join(', ') })}</p>}
      <button className="btn btn-primary" onClick={() => (waiting.length > 0 ? setConfirming(true) : void reveal())} disabled={busy}>
        {t('hidden.revealResults')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('hidden.confirm.title')}
        message={t('hidden.confirm.message', { count: waiting.length, teams: waiting.join(', ') })}
        confirmLabel={t('hidden.revealResults')}
        onConfirm={() => void reveal()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** What reached the server after the room had seen the results: listed for the host, never counted. */
function LateArrivals({ session, names }: { session: Session; names: SessionNames }) {
  const t = useT();
  const language = useLanguage();
  const late = session.lateArrivals ?? [];
  if (late.length === 0) return null;
  return (
    <section className="hidden-from-room late-arrivals" aria-label={t('hidden.late.label')}>
      <p>
        <strong>{t('hidden.late.strong')}</strong>
      </p>
      <ul>
        {late.map((a) => (
          <li key={`${a.teamId}|${a.kind}|${a.week}|${a.scenarioId ?? ''}`}>
            {a.kind === 'rates'
              ? t('hidden.late.rates', {
                  team: names.team.get(a.teamId) ?? t('hidden.late.aTeam'),
                  week: a.week,
                  time: clock(Date.parse(a.arrivedAt), language),
                })
              : t('hidden.late.decision', {
                  team: names.team.get(a.teamId) ?? t('hidden.late.aTeam'),
                  request: (a.scenarioId ? names.request.get(a.scenarioId) : undefined) ?? t('hidden.late.aRequest'),
                  time: clock(Date.parse(a.arrivedAt), language),
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}
