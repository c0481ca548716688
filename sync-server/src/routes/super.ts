/** The property dashboard's calls: `/api/super` (docs/rules.md §17), for super admins only. */
import type { AppEnv } from '../app-env.js';
import { Hono } from 'hono';
import { propertyListQuerySchema, propertyStatusQuerySchema } from '@front-desk-rm/engine/domain';
import { requireRole } from '../auth/guard.js';
import { ApiError } from '../errors.js';
import { ok } from '../http.js';
import { query } from '../validate.js';

export const superRoutes = new Hono<AppEnv>()
  .use(requireRole('super'))
  .get('/getAllProperty', async (c) =>
    ok(c, await c.get('services').store.properties.list(query(c, propertyListQuerySchema)), 'Properties fetched successfully'),
  )
  .get('/deActivateProperty', async (c) => {
    const { hId, active } = query(c, propertyStatusQuerySchema);
    const { properties } = c.get('services').store;
    const property = await properties.get(hId);
    if (!property) throw new ApiError(404, 'Property not found');
    await properties.put({ ...property, isActive: active });
    return ok(c, {}, active ? 'Property activated successfully' : 'Property deactivated successfully');
  });
