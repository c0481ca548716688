/**
 * The security suite's tally: every case counted, every violation (a 500, a
 * leak of another admin's data, an unescaped rendering) named, one line printed.
 */
export interface Ledger {
  cases: number;
  serverErrors: string[];
  leaks: string[];
  unescaped: string[];
}

export function createLedger(): Ledger {
  return { cases: 0, serverErrors: [], leaks: [], unescaped: [] };
}

export function summary(l: Ledger, side = 'security'): string {
  return `${side}: ${l.cases} cases, ${l.serverErrors.length} server errors, ${l.leaks.length} leaks, ${l.unescaped.length} unescaped`;
}
