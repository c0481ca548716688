/**
 * Who sent each answered mutation: a repeat of a mutation id is a duplicate
 * only when the same actor sends it again; anyone else reusing the id is
 * refused. Rows answered before this migration have no actor and keep their
 * old meaning.
 */
export const sql = `
ALTER TABLE mutation_log ADD COLUMN actor TEXT;
`;
