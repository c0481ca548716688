/**
 * Drawing the week from a family (issue 49): before the start, on an empty
 * deck or one drawn before, the host picks a family of weeks with a lesson
 * (or a mix), reads what it teaches, and draws its requests; in week 1 the
 * forecast becomes the family's unless the host keeps their own. Drawing
 * again replaces the drawn requests, so it asks first.
 */
import { useId, useState } from 'react';
import { currentWeek, type Session, type WeekFamilyChoice } from '@front-desk-rm/engine/domain';
import { WEEK_FAMILIES } from '@front-desk-rm/engine/rules';
import { ConfirmDialog } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { familyWords } from '../../../components/ui/engine-words.js';

export function DrawWeek({ session, deckSize }: { session: Session; deckSize: number }) {
  const [choice, setChoice] = useState<WeekFamilyChoice>(session.family ?? 'mix');
  const [keepForecast, setKeepForecast] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const t = useT();
  const spoken = useSpoken();
  const firstWeek = currentWeek(session) === 1;
  const drawnBefore = session.family !== undefined && deckSize > 0;

  async function draw() {
    setConfirming(false);
    setBusy(true);
    const result = await hostMutate(db, 'drawWeek', { sessionId: session.id, family: choice, ...(firstWeek && keepForecast ? { forecast: 'keep' } : {}) });
    setBusy(false);
    if (result.ok) toast.success(t('controlPanel.draw.done', { family: familyWords(t, result.value!.family!).name }), { duration: 3000 });
    else toast.error(spoken(result.reason) || t('controlPanel.draw.failed'));
  }

  return (
    <section className="panel draw-week" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{drawnBefore ? t('controlPanel.draw.titleDrawn') : t('controlPanel.draw.title')}</h3>
      {drawnBefore && (
        <p className="week-lesson">
          <strong>{familyWords(t, session.family!).name}.</strong> {familyWords(t, session.family!).lesson}
        </p>
      )}
      <div className="draw-week-form">
        <div className="field">
          <label htmlFor={`${ids}-family`}>{t('controlPanel.draw.family')}</label>
          <select
            id={`${ids}-family`}
            className="input"
            value={choice}
            onChange={(e) => setChoice(e.currentTarget.value as WeekFamilyChoice)}
            aria-describedby={`${ids}-lesson`}
          >
            <option value="mix">{t('controlPanel.draw.mix')}</option>
            {WEEK_FAMILIES.map((f) => (
              <option key={f.id} value={f.id}>
                {familyWords(t, f.id).name}
              </option>
            ))}
          </select>
          <p id={`${ids}-lesson`} className="small muted">
            {choice === 'mix'
              ? t('controlPanel.draw.mixHint')
              : drawnBefore && choice === session.family
                ? t('controlPanel.draw.sameFamily')
                : familyWords(t, choice).lesson}
          </p>
        </div>
        {firstWeek && (
          <label className="switch-row">
            <input type="checkbox" checked={keepForecast} onChange={(e) => setKeepForecast(e.currentTarget.checked)} />
            <span>
              {t('controlPanel.draw.keepForecast')}
              <span className="small muted"> {t('controlPanel.draw.keepForecastNote')}</span>
            </span>
          </label>
        )}
      </div>
      <button className="btn btn-primary" onClick={() => (drawnBefore ? setConfirming(true) : void draw())} disabled={busy}>
        {drawnBefore ? t('controlPanel.draw.again') : t('controlPanel.draw.submit')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('controlPanel.draw.confirmTitle')}
        message={t('controlPanel.draw.confirmMessage', { count: deckSize })}
        confirmLabel={t('controlPanel.draw.again')}
        onConfirm={() => void draw()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
