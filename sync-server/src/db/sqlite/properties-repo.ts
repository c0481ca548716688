/** The property dashboard's properties (docs/rules.md §12.9), paged, searched and filtered in SQL. */
import type { Property, PropertyListQuery } from '@front-desk-rm/engine/domain';
import type { Db } from './connection.js';

export function createPropertiesRepo(db: Db) {
  const q = {
    counts: db.prepare('SELECT COUNT(*) AS total, COALESCE(SUM(is_active), 0) AS active FROM properties'),
    page: db.prepare(
      `SELECT doc FROM properties
       WHERE (@active IS NULL OR is_active = @active)
         AND (@search IS NULL OR property_name LIKE @search ESCAPE '\\' OR h_id LIKE @search ESCAPE '\\')
       ORDER BY property_name COLLATE NOCASE, h_id LIMIT @limit OFFSET @offset`,
    ),
    byId: db.prepare('SELECT doc FROM properties WHERE h_id = ?').pluck(),
    upsert: db.prepare(
      'INSERT INTO properties (h_id, property_name, is_active, doc) VALUES (?, ?, ?, ?) ON CONFLICT(h_id) DO UPDATE SET property_name = excluded.property_name, is_active = excluded.is_active, doc = excluded.doc',
    ),
  };
  const like = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return {
    list(query: PropertyListQuery) {
      const counts = q.counts.get() as { total: number; active: number };
      const rows = q.page.all({
        active: query.isActive === undefined ? null : query.isActive ? 1 : 0,
        search: query.search ? like(query.search) : null,
        limit: query.limit,
        offset: (query.pageNumber - 1) * query.limit,
      }) as { doc: string }[];
      return {
        property: rows.map((r) => JSON.parse(r.doc) as Property),
        totalProperty: counts.total,
        active: counts.active,
        inActive: counts.total - counts.active,
      };
    },
    get(hId: string): Property | null {
      const doc = q.byId.get(hId) as string | undefined;
      return doc ? (JSON.parse(doc) as Property) : null;
    },
    put(p: Property): void {
      q.upsert.run(p.hId, p.propertyName, p.isActive ? 1 : 0, JSON.stringify(p));
    },
    count: () => (q.counts.get() as { total: number }).total,
  };
}

export type PropertiesRepo = ReturnType<typeof createPropertiesRepo>;
