/**
 * The host's campaign controls (issue 36): before the first week, how many
 * weeks the session runs, which open with a pricing round, and the bounds on
 * a team's rate; during the campaign, the week on, closing a pricing round,
 * and opening the next week once this one's debrief has been shown, with the
 * forecast pick-up will give it.
 */
import { useId, useState } from 'react';
import {
  CAMPAIGN_WEEKS_MAX,
  OCCUPANCY_DAYS,
  campaignLength,
  currentWeek,
  inPricingRound,
  isPricingWeek,
  type Session,
  type Team,
  type WeekFamilyChoice,
} from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { WEEK_FAMILIES, weekFamily, defaultPriceBounds, hasTransientDemand, priceBoundsOf, realisedDemand, revisedForecast } from '@front-desk-rm/engine/rules';
import { toast } from '../../../components/ui/toast.js';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';

export function CampaignPanel({ session, teams }: { session: Session; teams: readonly Team[] }) {
  const week = currentWeek(session);
  const weeks = campaignLength(session);
  if (week === 1 && session.status === 'upcoming') return <CampaignSetup session={session} />;
  if (weeks <= 1) return null;
  return <CampaignProgress session={session} teams={teams} />;
}

function CampaignSetup({ session }: { session: Session }) {
  const [weeks, setWeeks] = useState(String(campaignLength(session)));
  const [pricing, setPricing] = useState<number[]>(session.pricingWeeks ?? []);
  const bounds = priceBoundsOf(session);
  const [min, setMin] = useState(String(bounds.min));
  const [max, setMax] = useState(String(bounds.max));
  const [busy, setBusy] = useState(false);
  const count = Number(weeks);
  const forecast = session.demandModel === 'forecast';
  const ids = useId();

  async function save() {
    setBusy(true);
    const chosen = pricing.filter((w) => w <= count);
    const patch = {
      weeks: count,
      pricingWeeks: forecast ? chosen : [],
      ...(chosen.length > 0 && forecast ? { priceBounds: { min: Number(min), max: Number(max) } } : {}),
    };
    const result = await hostMutate(db, 'updateSession', { sessionId: session.id, patch });
    setBusy(false);
    if (result.ok) toast.success(count > 1 ? `The session runs ${count} weeks` : 'The session is a single week', { duration: 2000 });
    else toast.error(result.reason || 'Failed to update the session');
  }

  return (
    <section className="panel campaign-panel" aria-labelledby="campaign-title">
      <h2 id="campaign-title">Weeks and pricing rounds</h2>
      <p className="muted small">
        A campaign plays the same hotel for several weeks. After each week the room sees its debrief; the next week&apos;s forecast learns from the demand the
        week showed (each week weighed a little less than the one before, a sold-out night read as the demand that filled it), and its requests are drawn from a
        family of weeks with a lesson that you pick as each week opens (you can edit them before you start it).
      </p>
      <div className="campaign-form">
        <div className="field">
          <label htmlFor={`${ids}-weeks`}>Weeks</label>
          <select id={`${ids}-weeks`} className="input" value={weeks} onChange={(e) => setWeeks(e.currentTarget.value)}>
            {Array.from({ length: CAMPAIGN_WEEKS_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 (a single week)' : `${n} weeks`}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field" disabled={!forecast}>
          <legend>Pricing round before the requests in</legend>
          <div className="row gap wrap">
            {Array.from({ length: count }, (_, i) => i + 1).map((w) => (
              <label key={w} className="check">
                <input
                  type="checkbox"
                  checked={pricing.includes(w)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPricing((p) => (on ? [...p, w] : p.filter((x) => x !== w)));
                  }}
                />{' '}
                Week {w}
              </label>
            ))}
          </div>
          {!forecast && (
            <p className="small muted">
              A pricing round needs guests who answer the rate: choose &quot;Transient guests arrive as forecast&quot; in Edit session.
            </p>
          )}
        </fieldset>
        {forecast && pricing.some((w) => w <= count) && (
          <div className="row gap">
            <div className="field">
              <label htmlFor={`${ids}-min`}>Lowest rate</label>
              <input id={`${ids}-min`} className="input" inputMode="numeric" value={min} onChange={(e) => setMin(e.currentTarget.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-max`}>Highest rate</label>
              <input id={`${ids}-max`} className="input" inputMode="numeric" value={max} onChange={(e) => setMax(e.currentTarget.value)} />
            </div>
            <p className="small muted">
              Default {formatINR(defaultPriceBounds(session.baseADR).min)} to {formatINR(defaultPriceBounds(session.baseADR).max)}.
            </p>
          </div>
        )}
      </div>
      <button className="btn btn-primary" onClick={() => void save()} disabled={busy}>
        Save weeks
      </button>
    </section>
  );
}

function CampaignProgress({ session, teams }: { session: Session; teams: readonly Team[] }) {
  const week = currentWeek(session);
  const weeks = campaignLength(session);
  const [opening, setOpening] = useState(false);
  // What the next week's requests come from: a family of weeks, a mix of them, or the trainer's own ('empty').
  const [source, setSource] = useState<WeekFamilyChoice | 'empty'>('mix');
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const pricingOpen = inPricingRound(session);
  const priced = teams.filter((t) => t.prices?.[String(week)]).length;
  const next =
    session.status === 'ended' && week < weeks
      ? hasTransientDemand(session)
        ? revisedForecast(session.occupancy, realisedDemand(session), session.totalRooms, week)
        : session.occupancy
      : null;

  async function closePricing() {
    setBusy(true);
    const result = await hostMutate(db, 'closePricing', { sessionId: session.id });
    setBusy(false);
    if (result.ok) toast.success('Pricing round closed: the requests are open', { duration: 2000 });
    else toast.error(result.reason || 'Failed to close the pricing round');
  }

  async function openNext() {
    setOpening(false);
    setBusy(true);
    const result = await hostMutate(
      db,
      'openNextWeek',
      source === 'empty' ? { sessionId: session.id, from: week, deck: 'empty' } : { sessionId: session.id, from: week, deck: 'pool', family: source },
    );
    setBusy(false);
    if (result.ok)
      toast.success(
        source === 'empty'
          ? `Week ${week + 1} is open. Add its requests under Scenarios, then Start Game.`
          : `Week ${week + 1} is open. Check its requests, then Start Game.`,
        {
          duration: 3000,
        },
      );
    else toast.error(result.reason || 'Failed to open the next week');
  }

  return (
    <section className="panel campaign-panel" aria-labelledby="campaign-title">
      <h2 id="campaign-title">
        Week {week} of {weeks}
        {isPricingWeek(session, week) ? ' · with a pricing round' : ''}
      </h2>
      {pricingOpen && (
        <div className="row gap">
          <p role="status">
            Pricing round open: {priced} of {teams.length} teams have saved rates. Teams without rates sell at the base ADR.
          </p>
          <button className="btn btn-primary" onClick={() => void closePricing()} disabled={busy}>
            Close pricing round
          </button>
        </div>
      )}
      {session.family && <WeekLesson session={session} />}
      {session.status === 'upcoming' && <p className="muted">Week {week} is ready: check its requests under Scenarios, then Start Game.</p>}
      {session.status === 'live' && !pricingOpen && <p className="muted">Week {week} is being played. End Game closes it and shows the room its debrief.</p>}
      {next && (
        <>
          <p>
            Show the room this week&apos;s debrief, then open week {week + 1}.{' '}
            {hasTransientDemand(session) ? 'Its forecast, revised by pick-up:' : 'Its forecast stays as written (no transient guests come in this session):'}
          </p>
          <div className="table-scroll">
            <table className="data-table compact" aria-label={`Forecast for week ${week + 1}`}>
              <thead>
                <tr>
                  <th scope="col">Forecast</th>
                  {OCCUPANCY_DAYS.map((d) => (
                    <th key={d} scope="col" className="num">
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Week {week}</th>
                  {OCCUPANCY_DAYS.map((d) => (
                    <td key={d} className="num">
                      {session.occupancy[d]}%
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Week {week + 1}</th>
                  {OCCUPANCY_DAYS.map((d) => (
                    <td key={d} className="num">
                      {next[d]}%
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-source`}>Week {week + 1}&apos;s requests</label>
            <select
              id={`${ids}-source`}
              className="input"
              value={source}
              onChange={(e) => setSource(e.currentTarget.value as WeekFamilyChoice | 'empty')}
              aria-describedby={`${ids}-source-hint`}
            >
              <option value="mix">Drawn from a mix of families</option>
              {WEEK_FAMILIES.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
              <option value="empty">I will write them myself</option>
            </select>
            <p id={`${ids}-source-hint`} className="small muted">
              {source === 'mix'
                ? 'A family is drawn for the week; you see which, and its lesson, once it opens. Its requests aim at the nights this forecast shows busiest or emptiest.'
                : source === 'empty'
                  ? 'The week opens with no requests: add them under Scenarios, or import a file.'
                  : `${weekFamily(source).lesson} Its requests aim at the nights this forecast shows busiest or emptiest; you can still edit them before the start.`}
            </p>
          </div>
          <button className="btn btn-primary" onClick={() => setOpening(true)} disabled={busy}>
            Open week {week + 1}
          </button>
        </>
      )}
      {session.status === 'ended' && week >= weeks && <p className="muted">The campaign is over: the standings below are final.</p>}
      <ConfirmDialog
        open={opening}
        title={`Open week ${week + 1}?`}
        message={`Week ${week} closes for good and its results are revealed to the room, if they were not yet: its results stay in the standings, and a decision for it that reaches the server later does not count. The room waits on the welcome until you start week ${week + 1}.`}
        confirmLabel={`Open week ${week + 1}`}
        onConfirm={() => void openNext()}
        onCancel={() => setOpening(false)}
      />
    </section>
  );
}

/** The family the week was drawn from and what it teaches: the host reads it before the start and draws it out in the debrief. */
function WeekLesson({ session }: { session: Session }) {
  const family = weekFamily(session.family!);
  return (
    <p className="week-lesson">
      <strong>{family.name}.</strong> {family.lesson}
    </p>
  );
}
