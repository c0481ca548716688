// docs/api.md, generated from the engine's catalogue of calls (`API_CALLS` in
// engine/src/domain/api.ts, read from the engine's build): one entry per call
// with its method, path, role, summary, whether the specification documents
// it, and its params, query, body and answer rendered from the zod schemas.
//
//   node scripts/api-docs.mjs          rewrite docs/api.md
//   node scripts/api-docs.mjs --check  exit 1 when docs/api.md is stale
//
// The engine must be built first (`npm run build -w engine`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs', 'api.md');
const ENGINE = join(root, 'engine', 'dist', 'domain', 'index.js');

if (!existsSync(ENGINE)) {
  console.error('api-docs: engine/dist/domain/index.js is missing; run `npm run build -w engine` first.');
  process.exit(2);
}
const { API_CALLS } = await import(pathToFileURL(ENGINE).href);
// The engine's own zod, so the schemas and the converter are one copy.
const { z } = await import(pathToFileURL(createRequire(join(root, 'engine', 'package.json')).resolve('zod')).href);

const ROLES = {
  public: 'anyone',
  any: 'anyone',
  'signed-in': 'anyone signed in',
  admin: "host (the session's owner)",
  participant: 'player',
  'member-or-admin': 'player of the session, or its host',
  super: 'super admin',
};

/** A JSON Schema as a compact TypeScript-like type, objects one field a line. */
function render(schema, indent = '') {
  if (schema === true || schema === undefined || (typeof schema === 'object' && Object.keys(schema).length === 0)) return 'unknown';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => render(s, indent)))].join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => render(s, indent)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1) return types.map((t) => render({ ...schema, type: t }, indent)).join(' | ');
  switch (schema.type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const extra = schema.additionalProperties && schema.additionalProperties !== false ? schema.additionalProperties : null;
      if (props.length === 0) return extra ? `{ [key: string]: ${render(extra, indent)} }` : '{}';
      const required = new Set(schema.required ?? []);
      const inner = indent + '  ';
      const lines = props.map(([key, value]) => `${inner}${key}${required.has(key) ? '' : '?'}: ${render(value, inner)}${note(value)}`);
      if (extra) lines.push(`${inner}[key: string]: ${render(extra, inner)}`);
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    case 'array': {
      const item = schema.prefixItems ? `[${schema.prefixItems.map((s) => render(s, indent)).join(', ')}]` : `${wrap(render(schema.items, indent))}[]`;
      return item;
    }
    case 'string':
      return 'string';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    default:
      return 'unknown';
  }
}

const wrap = (t) => (/[|&]/.test(t) && !t.startsWith('{') ? `(${t})` : t);

/** Bounds worth a reader's eye, as a trailing comment: lengths, ranges, formats, descriptions. */
function note(schema) {
  const bits = [];
  const range = (lo, hi, unit = '') =>
    lo !== undefined && hi !== undefined
      ? `${lo} to ${hi}${unit}`
      : lo !== undefined
        ? `at least ${lo}${unit}`
        : hi !== undefined
          ? `at most ${hi}${unit}`
          : null;
  const length = range(schema.minLength, schema.maxLength, ' characters');
  if (length) bits.push(length);
  const value = range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum);
  if (value) bits.push(value);
  const items = range(schema.minItems, schema.maxItems, ' items');
  if (items) bits.push(items);
  if (schema.format) bits.push(schema.format);
  if (schema.description) bits.push(schema.description.replace(/\s+/g, ' '));
  return bits.length ? ` // ${bits.join('; ')}` : '';
}

function shape(schema, io) {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io, reused: 'inline', cycles: 'ref' });
  delete json.$schema;
  return render(json);
}

function entry(call) {
  const lines = [
    `### ${call.method} \`${call.path}\``,
    '',
    `${call.summary}.`,
    '',
    `- Name in \`API_CALLS\`: \`${call.name}\``,
    `- Who: ${ROLES[call.role] ?? call.role}`,
    `- ${call.documented ? 'Documented in the specification' : 'Added by us (not in the specification)'}`,
    '',
  ];
  for (const [label, schema, io] of [
    ['Path parameters', call.params, 'input'],
    ['Query', call.query, 'input'],
    ['Body', call.body, 'input'],
    ['Answer `data`', call.response, 'output'],
  ]) {
    if (!schema) continue;
    lines.push(`${label}:`, '', '```ts', shape(schema, io), '```', '');
  }
  return lines.join('\n');
}

function anchor(call) {
  return `${call.method} ${call.path}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function document() {
  const documented = API_CALLS.filter((c) => c.documented);
  const added = API_CALLS.filter((c) => !c.documented && !c.group);
  // Additions that belong together get a heading of their own, in the order their first call comes.
  const groups = [...new Set(API_CALLS.filter((c) => !c.documented && c.group).map((c) => c.group))].map((group) => ({
    group,
    calls: API_CALLS.filter((c) => !c.documented && c.group === group),
  }));
  const row = (c) => `| [${c.method} \`${c.path}\`](#${anchor(c)}) | ${ROLES[c.role] ?? c.role} | ${c.summary} |`;
  return [
    '# API reference',
    '',
    '<!-- Generated by scripts/api-docs.mjs from API_CALLS in engine/src/domain/api.ts; do not edit by hand. -->',
    '',
    "Every call the server answers, generated from the engine's catalogue",
    '(`API_CALLS` in `engine/src/domain/api.ts`): the server validates with the',
    "same zod schemas and the app's client is typed from them. Regenerate with",
    '`node scripts/api-docs.mjs` after a build of the engine; `npm test` fails',
    'when this page is stale.',
    '',
    'Every answer is `{ success, message, data }`; the shapes below are `data`.',
    'A failure is `{ success: false, message }` with 400 (bad input, naming the',
    'field, or a broken rule), 401 (no or expired token), 403 (wrong role or',
    "someone else's data), 404, 409 (a decision that lost to the team's first),",
    '413 (a body over 2 MB), 429 (too many attempts; `Retry-After` says when) or',
    '503 (the database cannot be reached; `Retry-After: 2`). A refusal of the',
    "game's rules also names itself for a device in another language:",
    '`messageRef: { id, args?, parts? }` beside the English `message` (and',
    '`message` on a rejected sync push), e.g. `{ id: "campaign.outOfBounds",',
    'args: { min: 3000, max: 8000 } }`; the ids are the message tables of',
    '`engine/src/mutations/refusals.ts`. The token travels raw',
    'in `Authorization` (`Bearer <token>` is accepted too); the event stream also',
    'reads `?token=`, since `EventSource` cannot send headers. How the sync calls',
    'behave is in [the architecture](architecture.md#sync); the rules behind each',
    'game call in [the rules](rules.md).',
    '',
    `## Documented calls (${documented.length})`,
    '',
    '| Call | Who | What |',
    '|---|---|---|',
    ...documented.map(row),
    '',
    `## Additions (${added.length})`,
    '',
    '| Call | Who | What |',
    '|---|---|---|',
    ...added.map(row),
    '',
    ...groups.flatMap(({ group, calls }) => [`## Additions: ${group} (${calls.length})`, '', '| Call | Who | What |', '|---|---|---|', ...calls.map(row), '']),
    '## Calls',
    '',
    ...API_CALLS.map(entry),
  ].join('\n');
}

const text = document();
if (process.argv.includes('--check')) {
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (current !== text) {
    console.error(
      'docs/api.md is stale: it no longer matches API_CALLS in engine/src/domain/api.ts. Run `npm run build -w engine && node scripts/api-docs.mjs` and commit docs/api.md.',
    );
    process.exit(1);
  }
  console.log(`docs/api.md is up to date (${API_CALLS.length} calls).`);
} else {
  writeFileSync(OUT, text);
  console.log(`docs/api.md written (${API_CALLS.length} calls).`);
}
