/**
 * The projector before the start: the hotel the room is about to run (rooms,
 * base ADR, the rate card, the forecast by night, the halls) beside the join
 * code, large, and a QR code of the join address, with how many have joined.
 */
import { useJoinLink } from '../../../data/reads/join-link.js';
import { QRCodeSVG } from 'qrcode.react';
import { OCCUPANCY_DAYS, type Session } from '@front-desk-rm/engine/domain';
import { expectedOccupancyBand, percentFromBase, weeklyOccupancyAverage } from '@front-desk-rm/engine/rules';
import { gamePaths } from '../../../app/game-paths.js';
import { useT } from '../../../i18n/use-t.js';
import { useFormat } from '../../../i18n/format.js';
import { slot, withSlots } from '../../../components/ui/slots.js';

/** Rows a list shows before it says how many more: the brief must fit the screen whatever the hotel. */
const LIST_ROWS = 5;

export function ProjectorBrief({ session, joined, teams }: { session: Session; joined: number; teams: number }) {
  const t = useT();
  const { money, percent, number, weekday } = useFormat();
  // The host's pick on this device too: the control panel and the projector print the same link.
  const joinUrl = `${useJoinLink().base}${gamePaths.login(session.gameCode)}`;
  const rates = Object.entries(session.rates).sort((a, b) => b[1] - a[1]);
  const halls = session.banquet;
  return (
    <div className="pj-brief">
      <section className="pj-hotel" aria-label={t('projector.brief.hotel')}>
        <dl className="pj-facts">
          <div>
            <dt>{t('projector.brief.rooms')}</dt>
            <dd>{number(session.totalRooms)}</dd>
          </div>
          <div>
            <dt>{t('projector.brief.baseAdr')}</dt>
            <dd>{money(session.baseADR)}</dd>
          </div>
          <div>
            <dt>{t('projector.brief.forecastWeek')}</dt>
            <dd>{percent(weeklyOccupancyAverage(session.occupancy))}</dd>
          </div>
        </dl>
        <div className="pj-brief-cols">
          <div className="pj-brief-stack">
            <section className="pj-panel" aria-labelledby="pj-rates">
              <h2 id="pj-rates">{t('projector.brief.rates')}</h2>
              <ul className="pj-rows">
                {rates.slice(0, LIST_ROWS).map(([name, rate]) => {
                  const diff = percentFromBase(rate, session.baseADR);
                  return (
                    <li key={name}>
                      <span className="pj-row-name">{name}</span>
                      <span className="pj-row-figure">{money(rate)}</span>
                      <span className="pj-row-note">
                        {diff >= 0 ? '+' : '−'}
                        {percent(Math.abs(diff))}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {rates.length > LIST_ROWS && <p className="pj-more">{t('projector.brief.moreRates', { count: rates.length - LIST_ROWS })}</p>}
            </section>
            <section className="pj-panel" aria-labelledby="pj-halls">
              <h2 id="pj-halls">{t('projector.brief.halls')}</h2>
              {halls.length === 0 ? (
                <p className="pj-more">{t('projector.brief.noHalls')}</p>
              ) : (
                <ul className="pj-rows">
                  {halls.slice(0, LIST_ROWS).map((h) => (
                    <li key={h.id}>
                      <span className="pj-row-name">{h.name}</span>
                      <span className="pj-row-figure">{money(h.rate)}</span>
                      <span className="pj-row-note">{h.capacity ? t('projector.brief.guests', { count: h.capacity }) : ''}</span>
                    </li>
                  ))}
                </ul>
              )}
              {halls.length > LIST_ROWS && <p className="pj-more">{t('projector.brief.moreHalls', { count: halls.length - LIST_ROWS })}</p>}
            </section>
          </div>
          <section className="pj-panel" aria-labelledby="pj-forecast">
            <h2 id="pj-forecast">{t('projector.brief.forecast')}</h2>
            <ul className="pj-nights">
              {OCCUPANCY_DAYS.map((day) => {
                const v = Number(session.occupancy[day] ?? 0);
                const value = t('projector.brief.night.value', { value: number(v) });
                return (
                  <li key={day} aria-label={t('projector.brief.night', { night: weekday(day), value })}>
                    <span className="pj-night">{weekday(day)}</span>
                    <span className="pj-night-track" aria-hidden="true">
                      <span className={`pj-band-${expectedOccupancyBand(v)}`} style={{ width: `${Math.min(100, v)}%` }} />
                    </span>
                    <span className="pj-night-value">{value}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </section>
      <aside className="pj-join" aria-label={t('projector.join.label')}>
        <p className="pj-join-label">{t('projector.join.code')}</p>
        <p className="pj-code">{session.gameCode}</p>
        <QRCodeSVG value={joinUrl} size={280} marginSize={2} title={t('projector.join.qr', { code: session.gameCode })} />
        <p className="pj-url">{joinUrl}</p>
        <p className="pj-joined" aria-live="polite">
          {withSlots(t('projector.join.joined', { players: slot('players'), teams: slot('teams') }), {
            players: <strong>{t('projector.join.players', { count: joined })}</strong>,
            teams: <strong>{t('projector.join.teams', { count: teams })}</strong>,
          })}
        </p>
      </aside>
    </div>
  );
}
