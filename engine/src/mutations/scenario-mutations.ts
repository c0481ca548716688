/** The deck: adding, editing, deleting and importing booking requests. */
import { z } from 'zod';
import { idSchema } from '../domain/common.js';
import { MAX_IMPORT_ROWS, scenarioFieldsSchema, type Scenario, type ScenarioFields } from '../domain/scenario.js';
import type { Session } from '../domain/session.js';
import { findHall } from '../rules/acceptance.js';
import { scenarioTotal } from '../forms/scenario-form.js';
import { isFailure, ownedSession, ACCESS_MESSAGES } from './access.js';
import { claimId, createRow, del, defineMutation, fail, ok, put, type Change, type LooseArgs } from './model.js';
import { SCENARIO_MESSAGES } from './refusal-messages.js';
import { change, named } from './change-messages.js';

/** Problems with a scenario against its session, or null. Rate types must name a rate or a hall. */
export function scenarioProblem(fields: ScenarioFields, session: Session): string | null {
  for (const name of fields.rateType) {
    const key = name.trim().toLowerCase();
    if (!Object.hasOwn(session.rates, key) && !session.banquet.some((h) => h.name.trim().toLowerCase() === key)) {
      return SCENARIO_MESSAGES.unknownRateType(name);
    }
  }
  if (fields.type !== 'BanquetOnly' && fields.noOfRoom < 1) return SCENARIO_MESSAGES.noRooms;
  if (fields.type !== 'RoomOnly' && !findHall(session.banquet, fields.rateType)) return SCENARIO_MESSAGES.noHall;
  return null;
}

/**
 * A scenario row. `week`: the campaign week it belongs to: the week the session is on for a new request (one written
 * or imported after the host opened week 2 is week 2's), its own for an edit. Week 1 is left unsaid, as before campaigns.
 */
function buildScenario(fields: ScenarioFields, session: Session, id: string, createdAt: string, week = session.week): Scenario {
  const noOfBanquet = fields.type === 'RoomOnly' ? 0 : Math.max(1, fields.noOfBanquet);
  const noOfRoom = fields.type === 'BanquetOnly' ? 0 : fields.noOfRoom;
  const shaped = { ...fields, noOfRoom, noOfBanquet };
  return {
    _id: id,
    sessionId: session.id,
    reservationName: fields.reservationName ?? '',
    description: fields.description,
    type: fields.type,
    checkInDay: fields.checkInDay,
    roomNights: fields.roomNights,
    noOfRoom,
    noOfBanquet,
    rateType: fields.rateType,
    totalRate: fields.totalRate ?? scenarioTotal(shaped, session.rates, session.banquet),
    createdAt,
    ...(week !== undefined && week > 1 ? { week } : {}),
  };
}

export const addScenario = defineMutation({
  name: 'addScenario',
  creates: 'scenarios',
  describe: (a) => named('addScenario', a.reservationName),
  args: scenarioFieldsSchema.extend({ id: idSchema.optional(), sessionId: idSchema }),
  apply(data, { id, sessionId, ...fields }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status === 'ended') return fail('invalid', SCENARIO_MESSAGES.ended);
    const problem = scenarioProblem(fields, session);
    if (problem) return fail('invalid', problem);
    const scenarioId = id ?? ctx.newId();
    const scenario = buildScenario(fields, session, scenarioId, ctx.now);
    const claim = claimId(
      data,
      'scenarios',
      scenarioId,
      (s) => s.sessionId === session.id && JSON.stringify({ ...s, createdAt: '' }) === JSON.stringify({ ...scenario, createdAt: '' }),
    );
    if (claim) return claim;
    return ok([createRow('scenarios', scenario._id, scenario)], scenario);
  },
});

export const editScenario = defineMutation({
  name: 'editScenario',
  scope: { by: 'request', key: 'scenarioId' },
  describe: (a) => named('editScenario', (a.patch as LooseArgs | undefined)?.reservationName ?? a.reservationName),
  args: z.object({
    scenarioId: idSchema,
    patch: scenarioFieldsSchema.partial().refine((p) => Object.keys(p).length > 0, 'Nothing to change'),
  }),
  apply(data, { scenarioId, patch }, ctx) {
    const current = data.scenarios[scenarioId];
    if (!current) return fail('not_found', ACCESS_MESSAGES.scenarioNotFound);
    const session = ownedSession(data, current.sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming') return fail('invalid', SCENARIO_MESSAGES.lockedOnceStarted);
    const pricingChanged = ['type', 'rateType', 'noOfRoom', 'roomNights', 'noOfBanquet'].some((k) => k in patch);
    const fields: ScenarioFields = {
      reservationName: current.reservationName,
      description: current.description,
      type: current.type,
      checkInDay: current.checkInDay,
      roomNights: current.roomNights,
      noOfRoom: current.noOfRoom,
      noOfBanquet: current.noOfBanquet,
      rateType: current.rateType,
      // A new shape without a new total is priced again from the session's rates.
      totalRate: pricingChanged ? undefined : current.totalRate,
      ...patch,
    };
    const problem = scenarioProblem(fields, session);
    if (problem) return fail('invalid', problem);
    const scenario = buildScenario(fields, session, current._id, current.createdAt, current.week ?? 1);
    return ok([put('scenarios', scenario._id, scenario)], scenario);
  },
});

export const deleteScenario = defineMutation({
  name: 'deleteScenario',
  scope: { by: 'request', key: 'scenarioId' },
  describe: () => change('deleteScenario'),
  args: z.object({ scenarioId: idSchema }),
  apply(data, { scenarioId }, ctx) {
    const current = data.scenarios[scenarioId];
    if (!current) return fail('not_found', ACCESS_MESSAGES.scenarioNotFound);
    const session = ownedSession(data, current.sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status !== 'upcoming') return fail('invalid', SCENARIO_MESSAGES.lockedOnceStarted);
    return ok([del('scenarios', scenarioId)]);
  },
});

/**
 * Rows already read from a CSV or JSON file, each with the line (CSV) or item
 * number (JSON) it came from. All or nothing: one bad row imports none.
 */
export const importScenarios = defineMutation({
  name: 'importScenarios',
  describe: (a) => (Array.isArray(a.rows) ? change('importScenarios', { count: a.rows.length }) : change('importScenariosUncounted')),
  args: z.object({
    sessionId: idSchema,
    rows: z.array(z.object({ line: z.number().int().positive(), fields: z.unknown() })).max(MAX_IMPORT_ROWS, `at most ${MAX_IMPORT_ROWS} rows at once`),
  }),
  apply(data, { sessionId, rows }, ctx) {
    const session = ownedSession(data, sessionId, ctx.actor);
    if (isFailure(session)) return session;
    if (session.status === 'ended') return fail('invalid', SCENARIO_MESSAGES.ended);
    if (rows.length === 0) return fail('invalid', SCENARIO_MESSAGES.importEmpty);

    const errors: { line: number; message: string }[] = [];
    const parsed: ScenarioFields[] = [];
    for (const row of rows) {
      const result = scenarioFieldsSchema.safeParse(row.fields);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        errors.push({ line: row.line, message: `${field}${issue.message}` });
        continue;
      }
      const problem = scenarioProblem(result.data, session);
      if (problem) errors.push({ line: row.line, message: problem });
      else parsed.push(result.data);
    }
    if (errors.length > 0) return fail('invalid', SCENARIO_MESSAGES.importInvalid(errors.length), { errors });

    // Creation times one millisecond apart keep the file's order in the deck.
    const base = Date.parse(ctx.now);
    const changes: Change[] = parsed.map((fields, i) => {
      const scenario = buildScenario(fields, session, ctx.newId(), new Date(base + i).toISOString());
      return createRow('scenarios', scenario._id, scenario);
    });
    return ok(changes, { imported: changes.length });
  },
});
