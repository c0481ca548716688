/**
 * The projector before the start: the hotel the room is about to run (rooms,
 * base ADR, the rate card, the forecast by night, the halls) beside the join
 * code, large, and a QR code of the join address, with how many have joined.
 */
import { useJoinLink } from '../../../data/reads/join-link.js';
import { QRCodeSVG } from 'qrcode.react';
import { OCCUPANCY_DAYS, type Session } from '@front-desk-rm/engine/domain';
import { formatINR, formatPercent } from '@front-desk-rm/engine/format';
import { expectedOccupancyBand, percentFromBase, weeklyOccupancyAverage } from '@front-desk-rm/engine/rules';
import { gamePaths } from '../../../app/game-paths.js';

/** Rows a list shows before it says how many more: the brief must fit the screen whatever the hotel. */
const LIST_ROWS = 5;

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

export function ProjectorBrief({ session, joined, teams }: { session: Session; joined: number; teams: number }) {
  // The host's pick on this device too: the control panel and the projector print the same link.
  const joinUrl = `${useJoinLink().base}${gamePaths.login(session.gameCode)}`;
  const rates = Object.entries(session.rates).sort((a, b) => b[1] - a[1]);
  const halls = session.banquet;
  return (
    <div className="pj-brief">
      <section className="pj-hotel" aria-label="The hotel">
        <dl className="pj-facts">
          <div>
            <dt>Rooms</dt>
            <dd>{session.totalRooms}</dd>
          </div>
          <div>
            <dt>Base ADR</dt>
            <dd>{formatINR(session.baseADR)}</dd>
          </div>
          <div>
            <dt>Forecast, week</dt>
            <dd>{formatPercent(weeklyOccupancyAverage(session.occupancy))}</dd>
          </div>
        </dl>
        <div className="pj-brief-cols">
          <div className="pj-brief-stack">
            <section className="pj-panel" aria-labelledby="pj-rates">
              <h2 id="pj-rates">Rate card</h2>
              <ul className="pj-rows">
                {rates.slice(0, LIST_ROWS).map(([name, rate]) => {
                  const diff = percentFromBase(rate, session.baseADR);
                  return (
                    <li key={name}>
                      <span className="pj-row-name">{name}</span>
                      <span className="pj-row-figure">{formatINR(rate)}</span>
                      <span className="pj-row-note">
                        {diff >= 0 ? '+' : '−'}
                        {formatPercent(Math.abs(diff))}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {rates.length > LIST_ROWS && <p className="pj-more">and {plural(rates.length - LIST_ROWS, 'more rate')}</p>}
            </section>
            <section className="pj-panel" aria-labelledby="pj-halls">
              <h2 id="pj-halls">Banquet halls</h2>
              {halls.length === 0 ? (
                <p className="pj-more">No banquet halls: rooms only this week</p>
              ) : (
                <ul className="pj-rows">
                  {halls.slice(0, LIST_ROWS).map((h) => (
                    <li key={h.id}>
                      <span className="pj-row-name">{h.name}</span>
                      <span className="pj-row-figure">{formatINR(h.rate)}</span>
                      <span className="pj-row-note">{h.capacity ? `${h.capacity} guests` : ''}</span>
                    </li>
                  ))}
                </ul>
              )}
              {halls.length > LIST_ROWS && <p className="pj-more">and {plural(halls.length - LIST_ROWS, 'more hall')}</p>}
            </section>
          </div>
          <section className="pj-panel" aria-labelledby="pj-forecast">
            <h2 id="pj-forecast">Forecast occupancy by night</h2>
            <ul className="pj-nights">
              {OCCUPANCY_DAYS.map((day) => {
                const v = Number(session.occupancy[day] ?? 0);
                return (
                  <li key={day} aria-label={`${day}: ${v}%`}>
                    <span className="pj-night">{day}</span>
                    <span className="pj-night-track" aria-hidden="true">
                      <span className={`pj-band-${expectedOccupancyBand(v)}`} style={{ width: `${Math.min(100, v)}%` }} />
                    </span>
                    <span className="pj-night-value">{v}%</span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </section>
      <aside className="pj-join" aria-label="Join the game">
        <p className="pj-join-label">Join with the game code</p>
        <p className="pj-code">{session.gameCode}</p>
        <QRCodeSVG value={joinUrl} size={280} marginSize={2} title={`QR code to join game ${session.gameCode}`} />
        <p className="pj-url">{joinUrl}</p>
        <p className="pj-joined" aria-live="polite">
          <strong>{plural(joined, 'player')}</strong> joined · <strong>{plural(teams, 'team')}</strong>
        </p>
      </aside>
    </div>
  );
}
