/** What an operator reads when a start changes the schema: the same line from both stores. */
export function migrationApplied(m: { version: number; name: string }): string {
  return `migration ${m.version} (${m.name}) applied`;
}
