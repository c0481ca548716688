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
import { WEEK_FAMILIES, defaultPriceBounds, hasTransientDemand, priceBoundsOf, realisedDemand, revisedForecast } from '@front-desk-rm/engine/rules';
import { toast } from '../../../components/ui/toast.js';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useFormat } from '../../../i18n/format.js';
import { familyWords } from '../../../components/ui/engine-words.js';

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
  const t = useT();
  const spoken = useSpoken();
  const { money } = useFormat();

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
    if (result.ok) toast.success(count > 1 ? t('controlPanel.campaign.saved', { count }) : t('controlPanel.campaign.savedSingle'), { duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.updateFailed'));
  }

  return (
    <section className="panel campaign-panel" aria-labelledby="campaign-title">
      <h2 id="campaign-title">{t('controlPanel.campaign.title')}</h2>
      <p className="muted small">{t('controlPanel.campaign.intro')}</p>
      <div className="campaign-form">
        <div className="field">
          <label htmlFor={`${ids}-weeks`}>{t('controlPanel.campaign.weeks')}</label>
          <select id={`${ids}-weeks`} className="input" value={weeks} onChange={(e) => setWeeks(e.currentTarget.value)}>
            {Array.from({ length: CAMPAIGN_WEEKS_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('controlPanel.campaign.weeksOption', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field" disabled={!forecast}>
          <legend>{t('controlPanel.campaign.pricingWeeks')}</legend>
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
                {t('controlPanel.campaign.week', { week: w })}
              </label>
            ))}
          </div>
          {!forecast && <p className="small muted">{t('controlPanel.campaign.pricingNeedsGuests')}</p>}
        </fieldset>
        {forecast && pricing.some((w) => w <= count) && (
          <div className="row gap">
            <div className="field">
              <label htmlFor={`${ids}-min`}>{t('controlPanel.campaign.lowestRate')}</label>
              <input id={`${ids}-min`} className="input" inputMode="numeric" value={min} onChange={(e) => setMin(e.currentTarget.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${ids}-max`}>{t('controlPanel.campaign.highestRate')}</label>
              <input id={`${ids}-max`} className="input" inputMode="numeric" value={max} onChange={(e) => setMax(e.currentTarget.value)} />
            </div>
            <p className="small muted">
              {t('controlPanel.campaign.defaultBounds', {
                min: money(defaultPriceBounds(session.baseADR).min),
                max: money(defaultPriceBounds(session.baseADR).max),
              })}
            </p>
          </div>
        )}
      </div>
      <button className="btn btn-primary" onClick={() => void save()} disabled={busy}>
        {t('controlPanel.campaign.save')}
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
  const t = useT();
  const format = useFormat();
  const spoken = useSpoken();
  const pricingOpen = inPricingRound(session);
  const priced = teams.filter((team) => team.prices?.[String(week)]).length;
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
    if (result.ok) toast.success(t('controlPanel.campaign.pricingClosed'), { duration: 2000 });
    else toast.error(spoken(result.reason) || t('controlPanel.campaign.pricingCloseFailed'));
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
      toast.success(source === 'empty' ? t('controlPanel.campaign.openedEmpty', { week: week + 1 }) : t('controlPanel.campaign.opened', { week: week + 1 }), {
        duration: 3000,
      });
    else toast.error(spoken(result.reason) || t('controlPanel.campaign.openFailed'));
  }

  return (
    <section className="panel campaign-panel" aria-labelledby="campaign-title">
      <h2 id="campaign-title">
        {isPricingWeek(session, week) ? t('controlPanel.campaign.progressPricing', { week, weeks }) : t('controlPanel.campaign.progress', { week, weeks })}
      </h2>
      {pricingOpen && (
        <div className="row gap">
          <p role="status">{t('controlPanel.campaign.pricingOpen', { priced, total: teams.length })}</p>
          <button className="btn btn-primary" onClick={() => void closePricing()} disabled={busy}>
            {t('controlPanel.campaign.closePricing')}
          </button>
        </div>
      )}
      {session.family && <WeekLesson session={session} />}
      {session.status === 'upcoming' && <p className="muted">{t('controlPanel.campaign.ready', { week })}</p>}
      {session.status === 'live' && !pricingOpen && <p className="muted">{t('controlPanel.campaign.playing', { week })}</p>}
      {next && (
        <>
          <p>
            {t('controlPanel.campaign.showDebrief', { week: week + 1 })}{' '}
            {hasTransientDemand(session) ? t('controlPanel.campaign.revised') : t('controlPanel.campaign.unrevised')}
          </p>
          <div className="table-scroll">
            <table className="data-table compact" aria-label={t('controlPanel.campaign.forecastFor', { week: week + 1 })}>
              <thead>
                <tr>
                  <th scope="col">{t('controlPanel.campaign.forecast')}</th>
                  {OCCUPANCY_DAYS.map((d) => (
                    <th key={d} scope="col" className="num">
                      {format.weekday(d)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('controlPanel.campaign.week', { week })}</th>
                  {OCCUPANCY_DAYS.map((d) => (
                    <td key={d} className="num">
                      {t('controlPanel.campaign.occupancy', { percent: session.occupancy[d] })}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('controlPanel.campaign.week', { week: week + 1 })}</th>
                  {OCCUPANCY_DAYS.map((d) => (
                    <td key={d} className="num">
                      {t('controlPanel.campaign.occupancy', { percent: next[d] })}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-source`}>{t('controlPanel.campaign.requestsOf', { week: week + 1 })}</label>
            <select
              id={`${ids}-source`}
              className="input"
              value={source}
              onChange={(e) => setSource(e.currentTarget.value as WeekFamilyChoice | 'empty')}
              aria-describedby={`${ids}-source-hint`}
            >
              <option value="mix">{t('controlPanel.campaign.sourceMix')}</option>
              {WEEK_FAMILIES.map((f) => (
                <option key={f.id} value={f.id}>
                  {familyWords(t, f.id).name}
                </option>
              ))}
              <option value="empty">{t('controlPanel.campaign.sourceEmpty')}</option>
            </select>
            <p id={`${ids}-source-hint`} className="small muted">
              {source === 'mix'
                ? t('controlPanel.campaign.sourceMixHint')
                : source === 'empty'
                  ? t('controlPanel.campaign.sourceEmptyHint')
                  : `${familyWords(t, source).lesson} ${t('controlPanel.campaign.sourceFamilyHint')}`}
            </p>
          </div>
          <button className="btn btn-primary" onClick={() => setOpening(true)} disabled={busy}>
            {t('controlPanel.campaign.open', { week: week + 1 })}
          </button>
        </>
      )}
      {session.status === 'ended' && week >= weeks && <p className="muted">{t('controlPanel.campaign.over')}</p>}
      <ConfirmDialog
        open={opening}
        title={t('controlPanel.campaign.openTitle', { week: week + 1 })}
        message={t('controlPanel.campaign.openMessage', { week, next: week + 1 })}
        confirmLabel={t('controlPanel.campaign.open', { week: week + 1 })}
        onConfirm={() => void openNext()}
        onCancel={() => setOpening(false)}
      />
    </section>
  );
}

/** The family the week was drawn from and what it teaches: the host reads it before the start and draws it out in the debrief. */
function WeekLesson({ session }: { session: Session }) {
  const t = useT();
  return (
    <p className="week-lesson">
      <strong>{familyWords(t, session.family!).name}.</strong> {familyWords(t, session.family!).lesson}
    </p>
  );
}
