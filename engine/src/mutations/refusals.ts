/**
 * Every refusal the rules give, named (issue 54): each message of the
 * engine's message tables gets an id (`decision.paused`), and a refusal's
 * English words are read back to that id and their arguments, so the server
 * can send both and each device says the refusal in its own language. The
 * English stays the documented API's answer.
 */
import { MESSAGES } from '../domain/messages.js';
import { SCENARIO_FIELD_MESSAGES, SCENARIO_FILE_MESSAGES, SCENARIO_FORM_MESSAGES } from '../domain/scenario.js';
import type { MessageRef } from '../domain/message-ref.js';
import { PREFLIGHT_MESSAGES } from '../rules/preflight.js';
import { ACCESS_MESSAGES } from './access.js';
import {
  CAMPAIGN_MESSAGES,
  DECISION_MESSAGES,
  DECK_ORDER_MESSAGES,
  REMOVE_HISTORY_MESSAGES,
  SCENARIO_MESSAGES,
  SESSION_MESSAGES,
  TEAM_MESSAGES,
} from './refusal-messages.js';

/** The tables, by the first part of their messages' ids. */
const TABLES = {
  message: MESSAGES,
  access: ACCESS_MESSAGES,
  campaign: CAMPAIGN_MESSAGES,
  decision: DECISION_MESSAGES,
  deckOrder: DECK_ORDER_MESSAGES,
  history: REMOVE_HISTORY_MESSAGES,
  preflight: PREFLIGHT_MESSAGES,
  scenario: SCENARIO_MESSAGES,
  session: SESSION_MESSAGES,
  team: TEAM_MESSAGES,
  scenarioField: SCENARIO_FIELD_MESSAGES,
  scenarioForm: SCENARIO_FORM_MESSAGES,
  scenarioFile: SCENARIO_FILE_MESSAGES,
} as const;

type Kind = 'number' | 'string';

/**
 * The messages that take arguments: their arguments' names and kinds, in the
 * order the function takes them, and the ICU message a catalogue starts from.
 * A count that changes the English ('1 row has', '2 rows have') is a plural.
 */
const WITH_ARGUMENTS: Record<string, { args: readonly [string, Kind][]; icu: string }> = {
  'message.hallUnavailable': { args: [['hall', 'string']], icu: '{hall} is not available for all requested dates!' },
  'campaign.outOfBounds': {
    args: [
      ['min', 'number'],
      ['max', 'number'],
    ],
    icu: "Each night's rate must be between {min} and {max}",
  },
  'campaign.drawOverWritten': {
    args: [['count', 'number']],
    icu: '{count, plural, one {This week already has # request you wrote or imported: delete it first, or write the week yourself} other {This week already has # requests you wrote or imported: delete them first, or write the week yourself}}',
  },
  'decision.movedOn': {
    args: [['position', 'number']],
    icu: 'This decision was made after the host moved the room on from request {position}, so it does not count',
  },
  'deckOrder.notTheDeck': {
    args: [['count', 'number']],
    icu: "{count, plural, one {The new order must name each of the session's # request once, and no other} other {The new order must name each of the session's # requests once, and no other}}",
  },
  'preflight.emptyTeam': { args: [['name', 'string']], icu: '{name} has no members: move someone in or shuffle again' },
  'team.playedMerge': {
    args: [
      ['team', 'string'],
      ['into', 'string'],
    ],
    icu: 'Team “{team}” has already decided requests: its week would be lost. Merge “{into}” into it instead, or move its members one by one',
  },
  'team.playedDelete': {
    args: [['team', 'string']],
    icu: 'Team “{team}” has already decided requests: its week would be lost. Move its members instead',
  },
  'team.nameTaken': { args: [['name', 'string']], icu: 'Another team is already called “{name}”: choose another name' },
  'team.moreTeamsThanPlayers': {
    args: [['count', 'number']],
    icu: '{count, plural, one {There is # participant: choose at most # team} other {There are # participants: choose at most # teams}}',
  },
  'scenario.unknownRateType': {
    args: [['name', 'string']],
    // ICU quotes with apostrophes: '' is one, so the English reads as the engine's, 'penthouse' in straight quotes.
    icu: "Unknown rate type ''{name}'': use one of the session's rate types or banquet halls",
  },
  'scenario.importInvalid': {
    args: [['count', 'number']],
    icu: '{count, plural, one {# row has errors; nothing was imported} other {# rows have errors; nothing was imported}}',
  },
};

/** A message that lists others: the reasons a game cannot start yet. */
const LISTS: Record<string, { pattern: RegExp; icu: string }> = {
  'preflight.cannotStart': { pattern: /^The game cannot start yet: (.+)\.$/, icu: 'The game cannot start yet: {reasons}.' },
};

/** A field's problem as a schema reports it, the field named first ('noOfRoom: must not be negative'): the field as written, the problem said. */
const FIELD_ISSUE = { id: 'field.issue', pattern: /^([A-Za-z_][\w.]*): (.+)$/, icu: '{field}: {reasons}' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SENTINEL_NUMBER = 987_654_320;

interface Reader {
  id: string;
  pattern: RegExp;
  names: readonly string[];
  kinds: readonly Kind[];
  fixed?: Record<string, number>;
}

/** Each message with arguments read back: its words around the arguments, from the function itself, once with a count of one where the English says so. */
function readers(): Reader[] {
  const out: Reader[] = [];
  for (const [id, { args }] of Object.entries(WITH_ARGUMENTS)) {
    const [table, key] = id.split('.') as [keyof typeof TABLES, string];
    const say = (TABLES[table] as Record<string, unknown>)[key] as (...a: (string | number)[]) => string;
    const sentinels = args.map(([, kind], i) => (kind === 'number' ? SENTINEL_NUMBER + i : `\u0001${i}\u0001`));
    let source = escape(say(...sentinels));
    // Each argument is a named group where it first appears, and the same value wherever the English repeats it.
    sentinels.forEach((s, i) => {
      const [first, ...rest] = source.split(escape(String(s)));
      const group = `(?<a${i}>${args[i]![1] === 'number' ? '-?\\d+(?:\\.\\d+)?' : '.+?'})`;
      source = rest.length === 0 ? first! : [first, group, rest.join(`\\k<a${i}>`)].join('');
    });
    out.push({ id, pattern: new RegExp(`^${source}$`), names: args.map(([n]) => n), kinds: args.map(([, k]) => k) });
    // 'count' alone: the English for one may differ ('1 row has').
    if (args.length === 1 && args[0]![0] === 'count') out.push({ id, pattern: new RegExp(`^${escape(say(1))}$`), names: [], kinds: [], fixed: { count: 1 } });
  }
  return out;
}

let exact: Map<string, string> | null = null;
let patterns: Reader[] | null = null;

/**
 * A refusal's English words read back to the message they are: its id and
 * arguments; null for words no table holds (a schema's message, the server's
 * own). The tables are read once, on first use.
 */
export function messageRef(text: string): MessageRef | null {
  exact ??= new Map(
    Object.entries(TABLES).flatMap(([table, messages]) =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[value, `${table}.${key}`] as const] : [])),
    ),
  );
  patterns ??= readers();
  const id = exact.get(text);
  if (id) return { id };
  for (const reader of patterns) {
    const match = reader.pattern.exec(text);
    if (!match) continue;
    const args: Record<string, string | number> = { ...reader.fixed };
    reader.names.forEach((name, i) => {
      const value = match.groups![`a${i}`]!;
      args[name] = reader.kinds[i] === 'number' ? Number(value) : value;
    });
    return { id: reader.id, args };
  }
  for (const [id, { pattern }] of Object.entries(LISTS)) {
    const match = pattern.exec(text);
    if (!match) continue;
    const parts = match[1]!.split('; ').map((part) => messageRef(part));
    if (parts.every((p): p is MessageRef => p !== null && !p.parts)) return { id, parts };
  }
  const field = FIELD_ISSUE.pattern.exec(text);
  const problem = field ? messageRef(field[2]!) : null;
  if (field && problem && !problem.parts) return { id: FIELD_ISSUE.id, args: { field: field[1]! }, parts: [problem] };
  return null;
}

/**
 * Every named message as an ICU message in English, the catalogue's starting
 * point: the tables' words as they are, with the arguments' names where a
 * function fills them in.
 */
export function refusalCatalogue(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [table, messages] of Object.entries(TABLES))
    for (const [key, value] of Object.entries(messages)) {
      const id = `${table}.${key}`;
      if (typeof value === 'string') out[id] = value;
      else if (WITH_ARGUMENTS[id]) out[id] = WITH_ARGUMENTS[id].icu;
      else throw new Error(`${id} takes arguments: name them in WITH_ARGUMENTS`);
    }
  for (const [id, { icu }] of Object.entries(LISTS)) out[id] = icu;
  out[FIELD_ISSUE.id] = FIELD_ISSUE.icu;
  return out;
}

/**
 * Each message that takes arguments, with sample arguments and the engine's English for them: a device's English
 * catalogue must say the same words (the catalogue test holds it to them).
 */
export function refusalSamples(): { id: string; args: Record<string, string | number>; english: string }[] {
  return Object.entries(WITH_ARGUMENTS).flatMap(([id, { args }]) => {
    const [table, key] = id.split('.') as [keyof typeof TABLES, string];
    const say = (TABLES[table] as Record<string, unknown>)[key] as (...a: (string | number)[]) => string;
    return [1, 7].map((n) => {
      const values = args.map(([name, kind]) => [name, kind === 'number' ? n : `penthouse ${n}`] as const);
      return { id, args: Object.fromEntries(values), english: say(...values.map(([, v]) => v)) };
    });
  });
}
