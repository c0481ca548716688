/**
 * Which versions of each mutation this release reads, and the one way an old
 * one is read: upcast step by step to the version the mutation applies now.
 * The server answers a version outside the range `unsupported` (not final: a
 * newer server, or a newer app, may read it); the device upcasts its outbox
 * the same way before it sends it.
 */
import { describeIssue } from '../../domain/common.js';
import type { MutationTable } from '../mutation-table.js';
import type { OldVersion } from './old-version.js';
import { recordDecisionV1 } from './record-decision-v1.js';

/** Every old version still read, oldest first per mutation. Retiring one removes it here (decision record 013). */
export const OLD_VERSIONS: readonly OldVersion<any>[] = [recordDecisionV1];

export interface VersionRange {
  oldest: number;
  newest: number;
}

/** The answer to a change whose name this release does not know. */
export function unknownMutationReason(name: string): string {
  return `This server does not know the change '${name.slice(0, 64)}'`;
}

/** The versions a table reads of one of its mutations: its oldest kept version to the one it applies. */
export function versionRangeIn(table: MutationTable, name: string): VersionRange {
  const newest = table[name]!.version;
  const old = OLD_VERSIONS.filter((o) => o.name === name).map((o) => o.v);
  return { oldest: old.length > 0 ? Math.min(...old) : newest, newest };
}

/** `N`: the names the table holds (the registry's `MutationName`). */
export type Upcast<N extends string = string> =
  | { ok: true; name: N; args: unknown; from: number; to: number }
  /** `unsupported`: a name or version this release does not read (not final). `invalid`: the arguments do not fit their own version (final). */
  | { ok: false; kind: 'unsupported' | 'invalid'; reason: string };

/**
 * A mutation's arguments at version `v` (1 when absent), as the version this
 * release applies; a name the table does not hold is `unsupported`. `newest` caps the versions read below the release's own
 * (a server told to accept no newer shape than an older release did).
 */
export function upcastIn(table: MutationTable, name: string, v: number | undefined, args: unknown, newest?: number): Upcast {
  if (!Object.hasOwn(table, name)) return { ok: false, kind: 'unsupported', reason: unknownMutationReason(name) };
  const version = v ?? 1;
  const range = versionRangeIn(table, name);
  const cap = Math.min(newest ?? range.newest, range.newest);
  if (!Number.isInteger(version) || version > cap)
    return { ok: false, kind: 'unsupported', reason: `'${name}' version ${version} is newer than this server reads (up to ${cap})` };
  if (version < range.oldest)
    return { ok: false, kind: 'unsupported', reason: `'${name}' version ${version} is no longer read (this server reads ${range.oldest} to ${cap})` };
  let current = args;
  for (let at = version; at < range.newest; at++) {
    const step = OLD_VERSIONS.find((o) => o.name === name && o.v === at)!;
    const parsed = step.args.safeParse(current);
    if (!parsed.success) return { ok: false, kind: 'invalid', reason: describeIssue(parsed.error) };
    current = step.up(parsed.data);
  }
  return { ok: true, name, args: current, from: version, to: range.newest };
}
