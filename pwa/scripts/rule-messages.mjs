/**
 * Writes the English catalogues of the rules' messages from the engine's
 * message tables, the one place their words are written: the specification's
 * texts, which every page may say (src/i18n/messages/en.json), and the
 * refusals, changes and fields, which come with the outbox that meets them
 * (src/data/writes/messages/en.json). `node scripts/rule-messages.mjs` after a
 * table changes (the engine built). A test fails while the catalogues and the
 * tables differ.
 */
import { writeFileSync } from 'node:fs';
import { ruleCatalogue } from '@front-desk-rm/engine/mutations';

const entries = Object.entries(ruleCatalogue());
const isShellRule = (id) => id.startsWith('rule.message.');
const write = (path, list) => writeFileSync(new URL(path, import.meta.url), `${JSON.stringify(Object.fromEntries(list), null, 2)}\n`);
write(
  '../src/i18n/messages/en.json',
  entries.filter(([id]) => isShellRule(id)),
);
write(
  '../src/data/writes/messages/en.json',
  entries.filter(([id]) => !isShellRule(id)),
);
console.log(`${entries.length} messages`);
