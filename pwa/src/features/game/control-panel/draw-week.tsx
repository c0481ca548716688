/**
 * Drawing the week from a family (issue 49): before the start, on an empty
 * deck or one drawn before, the host picks a family of weeks with a lesson
 * (or a mix), reads what it teaches, and draws its requests; in week 1 the
 * forecast becomes the family's unless the host keeps their own. Drawing
 * again replaces the drawn requests, so it asks first.
 */
import { useId, useState } from 'react';
import { currentWeek, type Session, type WeekFamilyChoice } from '@front-desk-rm/engine/domain';
import { WEEK_FAMILIES, weekFamily } from '@front-desk-rm/engine/rules';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';

export function DrawWeek({ session, deckSize }: { session: Session; deckSize: number }) {
  const [choice, setChoice] = useState<WeekFamilyChoice>(session.family ?? 'mix');
  const [keepForecast, setKeepForecast] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const firstWeek = currentWeek(session) === 1;
  const drawnBefore = session.family !== undefined && deckSize > 0;

  async function draw() {
    setConfirming(false);
    setBusy(true);
    const result = await hostMutate(db, 'drawWeek', { sessionId: session.id, family: choice, ...(firstWeek && keepForecast ? { forecast: 'keep' } : {}) });
    setBusy(false);
    if (result.ok) toast.success(`${weekFamily(result.value!.family!).name}: the week is drawn. Check its requests, then Start Game.`, { duration: 3000 });
    else toast.error(result.reason || 'Failed to draw the week');
  }

  return (
    <section className="panel draw-week" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{drawnBefore ? 'Drawn from a family of weeks' : 'Draw the week from a family'}</h3>
      {drawnBefore && (
        <p className="week-lesson">
          <strong>{weekFamily(session.family!).name}.</strong> {weekFamily(session.family!).lesson}
        </p>
      )}
      <div className="draw-week-form">
        <div className="field">
          <label htmlFor={`${ids}-family`}>Family</label>
          <select
            id={`${ids}-family`}
            className="input"
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value as WeekFamilyChoice)}
            aria-describedby={`${ids}-lesson`}
          >
            <option value="mix">A mix: one family drawn for the week</option>
            {WEEK_FAMILIES.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          <p id={`${ids}-lesson`} className="small muted">
            {choice === 'mix'
              ? 'You see which family was drawn, and its lesson, once the week is drawn.'
              : drawnBefore && choice === session.family
                ? 'Draws another week of the same family: other requests, the same lesson.'
                : weekFamily(choice).lesson}
          </p>
        </div>
        {firstWeek && (
          <label className="switch-row">
            <input type="checkbox" checked={keepForecast} onChange={(e) => setKeepForecast(e.currentTarget.checked)} />
            <span>
              Keep my forecast
              <span className="small muted">
                {' '}
                (otherwise the week opens with the family&apos;s; the requests aim at the forecast&apos;s busiest and emptiest nights)
              </span>
            </span>
          </label>
        )}
      </div>
      <button className="btn btn-primary" onClick={() => (drawnBefore ? setConfirming(true) : void draw())} disabled={busy}>
        {drawnBefore ? 'Draw again' : 'Draw the week'}
      </button>
      <ConfirmDialog
        open={confirming}
        title="Draw the week again?"
        message={`The ${deckSize} drawn ${deckSize === 1 ? 'request' : 'requests'} of this week, with any edits you made to them, are replaced by a new draw.`}
        confirmLabel="Draw again"
        onConfirm={() => void draw()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
