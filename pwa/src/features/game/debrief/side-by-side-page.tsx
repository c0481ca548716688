/**
 * Every team side by side (issue 37), for the trainer to project after the
 * game: one column per team and per house team the host switched on, with its
 * week (revenue, occupancy, ADR, RevPAR, share of the best week) above what it
 * did with each request, so the room can discuss request by request. Sized for
 * a 1920x1080 projector (no text under 24 px there); a phone gets a card per
 * row. Read from the device, as the debrief is.
 */
import { Link, useParams } from 'react-router';
import { sideBySideView, type SideBySideCell, type SideBySideColumn, type SideBySideRow, type SideBySideView } from '@front-desk-rm/engine/views';
import { HiddenFromRoom } from '../../../components/ui/hidden-from-room.js';
import { HostHeader } from '../../../app/host-header.js';
import { SessionNotFound } from '../../../app/session-not-found.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useOptimum } from '../../../data/reads/use-optimum.js';
import { useWatchedSession } from '../../../app/use-watched-session.js';
import { gamePaths } from '../../../app/game-paths.js';
import { SessionCurrency, useFormat, type Format } from '../../../i18n/format.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { stayWords } from './debrief-words.js';
import { choiceWords, houseWords, outcomeWords } from '../../../components/ui/engine-words.js';
import './debrief.css';
import { useUnfitText, type UnfitText } from '../../../components/ui/unfit-text.js';

const OUTCOME_CLASS: Record<SideBySideCell['outcome'], string> = {
  Accepted: 'sbs-acc',
  Declined: 'sbs-dec',
  Refused: 'sbs-refused',
  'Timed out': 'sbs-timer',
  'Not decided': 'sbs-open',
};

/** A column's name: a house team's in the device's language, a team's as its players named it. */
function columnName(t: Translate, c: SideBySideColumn): string {
  return c.policy ? houseWords(t, c.policy).name : c.name;
}

/** A house team's column is headed by its short name: the full one is in the legend and read out. */
function shortName(t: Translate, c: SideBySideColumn): string {
  return c.policy ? houseWords(t, c.policy).short : c.name;
}

/** "Did not fit for Team 2 and FCFS: Friday had no rooms left, and it needed 1": one line per reason, the columns that met it named. */
function unfitLines(t: Translate, unfit: UnfitText, row: SideBySideRow, columns: readonly SideBySideColumn[]): string[] {
  const byReason = new Map<string, string[]>();
  row.cells.forEach((cell, i) => {
    if (!cell.didNotFit) return;
    const reason = unfit(cell.didNotFit, cell.didNotFitSays);
    byReason.set(reason, [...(byReason.get(reason) ?? []), shortName(t, columns[i]!)]);
  });
  return [...byReason].map(([reason, names]) =>
    t('debrief.sbs.didNotFitFor', {
      names: names.length === 1 ? names[0] : t('debrief.sbs.namesAnd', { first: names.slice(0, -1).join(', '), last: names.at(-1) }),
      reason,
    }),
  );
}

function figureRows(
  t: Translate,
  { money, percent }: Format,
): readonly { label: string; value: (c: SideBySideColumn) => string; best: (view: SideBySideView) => string }[] {
  return [
    { label: t('debrief.sbs.revenue'), value: (c) => money(c.revenue), best: (v) => (v.optimumRevenue === null ? '—' : money(v.optimumRevenue)) },
    { label: t('debrief.sbs.occupancy'), value: (c) => percent(c.occupancy), best: () => '—' },
    { label: t('debrief.sbs.adr'), value: (c) => money(c.ADR), best: () => '—' },
    { label: t('debrief.sbs.revPar'), value: (c) => money(c.revPar), best: () => '—' },
    {
      label: t('debrief.ofBestWeek'),
      value: (c) => (c.percentOfOptimum === null ? '—' : percent(c.percentOfOptimum)),
      best: (v) => (v.optimumRevenue === null ? '—' : percent(100)),
    },
  ];
}

/** The side-by-side table itself: the figures, then the requests, one column per team and house team. */
export function SideBySideTable({ view }: { view: SideBySideView }) {
  const t = useT();
  const unfit = useUnfitText();
  const format = useFormat();
  const { money } = format;
  const { columns, rows } = view;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('debrief.sbs.title')}>
      <table className="data-table sbs-table">
        <caption className="sr-only">{t('debrief.sbs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('debrief.col.request')}</th>
            <th scope="col" className="sbs-best-col">
              {t('debrief.chart.bestWeek')}
            </th>
            {columns.map((c) => (
              <th key={c.id} scope="col" data-column={c.id} className={c.policy ? 'sbs-house-col' : undefined}>
                {c.rank !== null && <span className="sbs-rank">#{c.rank} </span>}
                <span aria-hidden={c.policy ? true : undefined}>{shortName(t, c)}</span>
                {c.policy && <span className="sr-only">{t('debrief.sbs.houseTeam', { name: columnName(t, c) })}</span>}
                {c.policy && (
                  <span className="badge badge-house sbs-house-badge" aria-hidden="true">
                    {t('debrief.house.badge')}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="sbs-figures">
          {figureRows(t, format).map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td data-label={t('debrief.chart.bestWeek')} className="num sbs-best-col">
                {f.best(view)}
              </td>
              {columns.map((c) => (
                <td key={c.id} data-label={columnName(t, c)} className="num">
                  {f.value(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tbody className="sbs-requests">
          {rows.map((r) => (
            <tr key={r.scenarioId} data-request={r.request}>
              <th scope="row">
                <span className="sbs-request-name">
                  {r.request}. {r.reservationName || t('debrief.bookingRequest')}
                </span>
                <span className="sbs-request-stay">
                  {t('debrief.sbs.stay', { stay: stayWords(t, format, r.rooms, r.roomNights, r.checkInDay), total: money(r.totalRate) })}
                </span>
                {unfitLines(t, unfit, r, columns).map((line) => (
                  <span key={line} className="sbs-unfit">
                    {line}
                  </span>
                ))}
              </th>
              <td data-label={t('debrief.chart.bestWeek')} className="sbs-best-col">
                {r.bestChoice ? choiceWords(t, r.bestChoice) : '—'}
              </td>
              {r.cells.map((cell, i) => (
                <td key={columns[i]!.id} data-label={columnName(t, columns[i]!)} className={`sbs-cell ${OUTCOME_CLASS[cell.outcome]}`}>
                  {/* One value, so a phone's card sets the note under the word, not across the line. */}
                  <span>
                    {outcomeWords(t, cell.outcome)}
                    {cell.didNotFit && <span className="sbs-cell-note">{t('debrief.sbs.didNotFit')}</span>}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SideBySidePage() {
  const t = useT();
  const say = useSpoken();
  const { sessionId = '' } = useParams();
  const { admin, view } = useWatchedSession(sessionId, true, gamePaths.debrief(sessionId));
  const { stored, asking, problem, ask } = useOptimum(sessionId, admin !== null);
  useDocumentTitle(view ? t('debrief.sbs.documentTitle.session', { name: view.session.name }) : t('debrief.sideBySide'));
  if (!admin || view === undefined) return <main className="page-center" aria-busy="true" />;
  if (view === null) return <SessionNotFound />;
  const found = sideBySideView(view, stored?.optimum ?? null);
  const house = found.columns.filter((c) => c.policy !== null);

  return (
    <SessionCurrency currency={view.session.currency}>
      <div className="host-shell sbs-shell">
        <HostHeader
          title={t('debrief.sbs.title')}
          subtitle={
            <>
              {view.session.name} · {view.session.hotelName}
            </>
          }
          actions={
            <Link className="btn btn-ghost" to={gamePaths.debrief(sessionId)} aria-label={t('debrief.sbs.backToDebrief')}>
              <span aria-hidden="true">←</span> <span className="hide-sm">{t('debrief.title')}</span>
            </Link>
          }
        />
        <main className="host-body sbs">
          <HiddenFromRoom session={view.session} />
          {found.columns.length === 0 ? (
            <section className="panel empty-state">
              <h2>{t('debrief.sbs.noTeam')}</h2>
              <p className="muted">{t('debrief.noTeam.host')}</p>
            </section>
          ) : (
            <>
              <div className="sbs-lead">
                <p>
                  {found.optimumRevenue === null ? (
                    asking ? (
                      t('debrief.optimum.asking')
                    ) : (
                      <>
                        {t('debrief.sbs.optimumMissing')}{' '}
                        <button className="btn btn-ghost" onClick={() => void ask()}>
                          {t('debrief.tryAgain')}
                        </button>
                      </>
                    )
                  ) : (
                    <>
                      {t('debrief.sbs.bestPossible')}{' '}
                      <strong>
                        <Money amount={found.optimumRevenue} />
                      </strong>
                    </>
                  )}
                  {problem && found.optimumRevenue !== null && <span className="muted"> {t('debrief.sbs.storedProblem', { problem: say(problem) })}</span>}
                </p>
                <p className="sbs-key">
                  <span className="sbs-cell sbs-refused">{outcomeWords(t, 'Refused')}</span> {t('debrief.sbs.key.refused')}{' '}
                  <span className="sbs-cell-note sbs-key-note">{t('debrief.sbs.didNotFit')}</span> {t('debrief.sbs.key.didNotFit')}
                </p>
                {house.length > 0 && (
                  <p className="sbs-key">
                    {t('debrief.sbs.houseTeams')}{' '}
                    {house.map((c, i) => (
                      <span key={c.id}>
                        {i > 0 && '; '}
                        <strong>{shortName(t, c)}</strong>
                        {shortName(t, c) !== columnName(t, c) && ` ${columnName(t, c)}`}
                      </span>
                    ))}
                    .
                  </p>
                )}
              </div>
              <SideBySideTable view={found} />
            </>
          )}
        </main>
      </div>
    </SessionCurrency>
  );
}

/** An amount in the session's currency, read below the page's `SessionCurrency`. */
function Money({ amount }: { amount: number }) {
  return useFormat().money(amount);
}
