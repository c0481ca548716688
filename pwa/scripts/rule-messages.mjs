/**
 * Writes the English catalogue of the rules' messages (src/i18n/messages/en.json)
 * from the engine's message tables (refusals and changes), the one place their words are written:
 * `node scripts/rule-messages.mjs` after a table changes (the engine built).
 * A test fails while the catalogue and the tables differ.
 */
import { writeFileSync } from 'node:fs';
import { ruleCatalogue } from '@front-desk-rm/engine/mutations';

const catalogue = ruleCatalogue();
writeFileSync(new URL('../src/i18n/messages/en.json', import.meta.url), `${JSON.stringify(catalogue, null, 2)}\n`);
console.log(`${Object.keys(catalogue).length} messages`);
