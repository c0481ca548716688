/**
 * Add or edit a booking request (docs/rules.md §5): booking type, rate types (one,
 * or several by checkbox for RoomAndBanquet), rooms disabled for BanquetOnly,
 * banquets hidden for RoomOnly and fixed at 1 for BanquetOnly, check-in Monday
 * to Sunday, and the read-only description and total generated as they change,
 * with what the request would displace on the forecast's busy nights.
 */
import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast.js';
import {
  CHECK_IN_DAY_OPTIONS,
  MAX_ROOM_NIGHTS,
  SCENARIO_TYPES,
  type AddScenarioForm,
  type Scenario,
  type ScenarioType,
  type Session,
} from '@front-desk-rm/engine/domain';
import {
  changeBookingType,
  emptyScenarioForm,
  scenarioFormLayout,
  scenarioFormToBody,
  scenarioTotal,
  PRICING_RULES,
  adrWarning,
  formDisplacement,
  formTotal,
  impliedRoomAdr,
  toggleRateType,
  validateScenarioForm,
  withGeneratedDescription,
  type PricingRule,
  type ScenarioFormErrors,
} from '@front-desk-rm/engine/forms';
import { type Displacement } from '@front-desk-rm/engine/rules';
import { Dialog } from '../../../components/ui/dialog.js';
import { TextField } from '../../../components/ui/text-field.js';
import { hostMutate } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useFormat } from '../../../i18n/format.js';
import { pricingLabel } from './words.js';
import { bookingTypeWords, dayInFull } from '../../../components/ui/engine-words.js';
import './control-panel.css';
import { aroundSlot, slot } from '../../../components/ui/slots.js';

function formOf(s: Scenario, session: Session): AddScenarioForm {
  const calculated = scenarioTotal({ ...s }, session.rates, session.banquet);
  return {
    reservationName: s.reservationName,
    bookingType: s.type,
    rateType: s.rateType,
    noOfRoom: s.noOfRoom > 0 ? String(s.noOfRoom) : '',
    roomNights: String(s.roomNights),
    noOfBanquet: s.type === 'RoomOnly' ? '' : String(s.noOfBanquet || 1),
    checkInDay: s.checkInDay,
    description: s.description,
    pricing: 'package',
    // A stored total that the calculation does not give was negotiated (or priced by the other rule): it stays unless the host clears it.
    negotiatedTotal: s.totalRate !== calculated ? String(s.totalRate) : '',
  };
}

export function ScenarioFormDialog({ session, editing, onClose }: { session: Session; editing: Scenario | null; onClose: () => void }) {
  const [form, setForm] = useState<AddScenarioForm>(() => (editing ? formOf(editing, session) : emptyScenarioForm()));
  const [errors, setErrors] = useState<ScenarioFormErrors>({});
  const [busy, setBusy] = useState(false);
  const t = useT();
  const spoken = useSpoken();
  const format = useFormat();
  const { money } = format;
  const layout = scenarioFormLayout(form.bookingType, session.banquet.length > 0);
  const roomRates = Object.keys(session.rates);
  const halls = session.banquet.map((h) => h.name);
  const offered = form.bookingType === 'RoomOnly' ? roomRates : form.bookingType === 'BanquetOnly' ? halls : [...roomRates, ...halls];
  const total = formTotal(form, session.rates, session.banquet);
  const adr = impliedRoomAdr({ ...form, type: form.bookingType }, total, session.banquet);
  const warning = adrWarning(adr, session.baseADR);
  const displaced = formDisplacement(form, session, total);

  const change = (next: AddScenarioForm) => {
    setForm(withGeneratedDescription(next, session.rates, session.banquet));
    setErrors({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateScenarioForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setBusy(true);
    const { sessionId, ...fields } = scenarioFormToBody(form, session.id, total);
    const result = editing
      ? await hostMutate(db, 'editScenario', { scenarioId: editing._id, patch: fields })
      : await hostMutate(db, 'addScenario', { sessionId, ...fields });
    setBusy(false);
    if (!result.ok) {
      toast.error(spoken(result.reason) || (editing ? t('controlPanel.scenario.updateFailed') : t('controlPanel.scenario.addFailed')));
      return;
    }
    toast.success(editing ? t('controlPanel.scenario.updated') : t('controlPanel.scenario.added'), { duration: 2000 });
    onClose();
  }

  const fieldError = (error: string | undefined) => error && spoken(error);
  const [totalBefore, totalAfter] = aroundSlot(t('controlPanel.scenario.totalRate', { total: slot('total') }), 'total');
  return (
    <Dialog open title={editing ? t('controlPanel.scenario.edit') : t('controlPanel.scenario.add')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="scenario-form">
        <TextField
          id="sc-name"
          label={t('controlPanel.scenario.reservationName')}
          maxLength={120}
          value={form.reservationName}
          onValue={(reservationName) => change({ ...form, reservationName })}
          error={fieldError(errors.reservationName)}
        />
        <div className="field">
          <label htmlFor="sc-type">{t('controlPanel.scenario.bookingType')}</label>
          <select id="sc-type" className="select" value={form.bookingType} onChange={(e) => change(changeBookingType(form, e.target.value as ScenarioType))}>
            {SCENARIO_TYPES.filter((type) => layout.bookingTypes.includes(type)).map((type) => (
              <option key={type} value={type}>
                {bookingTypeWords(t, type)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field rate-choice">
          <legend>{layout.multipleRateTypes ? t('controlPanel.scenario.rateTypes') : t('controlPanel.scenario.rateType')}</legend>
          {offered.map((name) => (
            <label key={name} className="check">
              <input
                type={layout.multipleRateTypes ? 'checkbox' : 'radio'}
                name="sc-rate"
                checked={form.rateType.includes(name)}
                onChange={() => change(toggleRateType(form, name))}
              />
              <span style={{ textTransform: roomRates.includes(name) ? 'capitalize' : undefined }}>{name}</span>
              <span className="muted small">{money(session.rates[name] ?? session.banquet.find((h) => h.name === name)?.rate ?? 0)}</span>
            </label>
          ))}
          {errors.rateType && <span className="field-error">{spoken(errors.rateType)}</span>}
        </fieldset>
        <div className="field-grid">
          <TextField
            id="sc-rooms"
            label={t('controlPanel.scenario.rooms')}
            type="number"
            min={1}
            inputMode="numeric"
            value={form.noOfRoom}
            disabled={!layout.roomsEnabled}
            onValue={(noOfRoom) => change({ ...form, noOfRoom })}
            error={fieldError(errors.noOfRoom)}
          />
          <TextField
            id="sc-nights"
            label={t('controlPanel.scenario.roomNights')}
            type="number"
            min={1}
            max={MAX_ROOM_NIGHTS}
            inputMode="numeric"
            value={form.roomNights}
            onValue={(roomNights) => change({ ...form, roomNights })}
            error={fieldError(errors.roomNights)}
          />
          {layout.banquetsVisible && (
            <TextField
              id="sc-banquets"
              label={t('controlPanel.scenario.banquets')}
              type="number"
              min={1}
              inputMode="numeric"
              value={form.noOfBanquet}
              disabled={!layout.banquetsEnabled}
              onValue={(noOfBanquet) => change({ ...form, noOfBanquet })}
              error={fieldError(errors.noOfBanquet)}
            />
          )}
          <div className="field">
            <label htmlFor="sc-day">{t('controlPanel.scenario.checkInDay')}</label>
            <select
              id="sc-day"
              className="select"
              value={form.checkInDay}
              onChange={(e) => change({ ...form, checkInDay: e.target.value })}
              aria-invalid={Boolean(errors.checkInDay)}
            >
              <option value="">{t('controlPanel.scenario.selectDay')}</option>
              {CHECK_IN_DAY_OPTIONS.map((d) => (
                <option key={d} value={d}>
                  {dayInFull(format, d)}
                </option>
              ))}
            </select>
            {errors.checkInDay && <span className="field-error">{spoken(errors.checkInDay)}</span>}
          </div>
        </div>
        <div className="field">
          <label htmlFor="sc-desc">{t('controlPanel.scenario.description')}</label>
          <textarea
            id="sc-desc"
            className="input"
            rows={3}
            readOnly
            value={form.description}
            placeholder={t('controlPanel.scenario.descriptionPlaceholder')}
            aria-invalid={Boolean(errors.description)}
          />
          {errors.description && <span className="field-error">{spoken(errors.description)}</span>}
        </div>
        {form.bookingType === 'RoomAndBanquet' && (
          <div className="field">
            <label htmlFor="sc-pricing">{t('controlPanel.scenario.pricing')}</label>
            <select
              id="sc-pricing"
              className="input"
              value={form.pricing ?? 'package'}
              onChange={(e) => change({ ...form, pricing: e.currentTarget.value as PricingRule })}
            >
              {PRICING_RULES.map((p) => (
                <option key={p} value={p}>
                  {pricingLabel(t, p)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="sc-negotiated">{t('controlPanel.scenario.negotiated')}</label>
          <input
            id="sc-negotiated"
            className="input"
            inputMode="numeric"
            placeholder={t('controlPanel.scenario.negotiatedPlaceholder')}
            value={form.negotiatedTotal ?? ''}
            onChange={(e) => change({ ...form, negotiatedTotal: e.currentTarget.value })}
            aria-invalid={Boolean(errors.negotiatedTotal)}
          />
          {errors.negotiatedTotal && <span className="field-error">{spoken(errors.negotiatedTotal)}</span>}
        </div>
        <p className="scenario-total">
          {totalBefore}
          <strong>{money(total)}</strong>
          {totalAfter}
          {adr !== null && (
            <span className="small muted" style={{ display: 'block' }}>
              {t('controlPanel.scenario.roomAdr', { adr: money(adr), base: money(session.baseADR) })}
            </span>
          )}
        </p>
        {displaced && <DisplacementLine displaced={displaced} />}
        {warning && (
          <p className="rule-message" role="alert">
            {/* The engine's warning, said from which side of the base ADR the rooms are priced. */}
            {adr !== null && adr < session.baseADR ? t('controlPanel.scenario.adrUnder') : t('controlPanel.scenario.adrOver')}
          </p>
        )}
        <div className="dialog-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('controlPanel.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {editing ? t('controlPanel.scenario.save') : t('controlPanel.scenario.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** What the request turns away of the forecast's transient guests, and its net; a loss reads as a warning. */
function DisplacementLine({ displaced }: { displaced: Displacement }) {
  const t = useT();
  const { money, number } = useFormat();
  // Tenths, as the booking card shows rooms: a forecast share of a room is an estimate, not a guest.
  const roomNights = Math.round(displaced.displacedRoomNights * 10) / 10;
  if (roomNights === 0) return <p className="small muted">{t('controlPanel.displacement.none')}</p>;
  const figures = t('controlPanel.displacement.figures', {
    roomNights: number(roomNights),
    count: roomNights,
    worth: money(displaced.displacedRevenue),
    net: money(displaced.netContribution),
  });
  // Rounded as shown: a float's -0.000001 is ₹0, not a loss.
  const loss = Math.round(displaced.netContribution) < 0;
  return (
    <p className={loss ? 'rule-message' : 'small muted'}>
      {figures}
      <span className={loss ? 'small block' : 'block'} style={loss ? { fontWeight: 400 } : undefined}>
        {/* Why a group on busy nights costs money, in the words a trainer uses. */}
        {t('controlPanel.displacement.why')}
      </span>
    </p>
  );
}
