/**
 * recordDecision version 1 (releases up to 2026-11-24): no `source`. Every
 * decision was then recorded as the team's, the timer's declines included,
 * so that is what an upcast one says.
 */
import { z } from 'zod';
import { idSchema } from '../../domain/common.js';
import { decisionTypeSchema } from '../../domain/game.js';
import { defineOldVersion } from './old-version.js';

export const recordDecisionV1 = defineOldVersion({
  name: 'recordDecision',
  v: 1,
  replacedOn: '2026-11-25',
  args: z.object({
    id: idSchema.optional(),
    sessionId: idSchema,
    teamId: idSchema,
    scenarioId: idSchema,
    decision: decisionTypeSchema,
  }),
  up: (args) => ({ ...args, source: 'team' as const }),
});
