/**
 * The catalogues (issue 54): every language has every message of every
 * folder, each a valid ICU message with the same arguments as the English,
 * no message id is defined in two folders, and every id a screen asks for is
 * in a catalogue.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { GAME_LANGUAGES } from '@front-desk-rm/engine/domain';
import { refusalSamples, ruleCatalogue } from '@front-desk-rm/engine/mutations';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(SRC);
const folders = [...new Set(files.filter((f) => /\/messages\/[a-z]{2}\.json$/.test(f)).map((f) => f.replace(/\/messages\/[a-z]{2}\.json$/, '')))];
const catalogue = (folder: string, language: string): Record<string, string> => JSON.parse(readFileSync(join(folder, 'messages', `${language}.json`), 'utf8'));

/** The names of a message's arguments ('{name}', '{count, plural, ...}'), compiled as the build compiles it; throws on a message that is not ICU. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: text, or an argument [name, type?, cases?] whose cases are lists of parts.
  const visit = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      if (part[2] && typeof part[2] === 'object') Object.values(part[2] as Record<string, unknown>).forEach(visit);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('the catalogues', () => {
  it('are found beside the screens', () => {
    expect(folders.map((f) => relative(SRC, f))).toContain('features/game/login');
  });

  for (const folder of folders) {
    const name = relative(SRC, folder);
    const english = catalogue(folder, 'en');
    it(`${name}: every language has exactly the English messages, each valid ICU with the same arguments`, () => {
      for (const language of GAME_LANGUAGES) {
        const messages = catalogue(folder, language);
        expect(Object.keys(messages).sort(), `${name}/${language}`).toEqual(Object.keys(english).sort());
        for (const [id, text] of Object.entries(messages)) {
          expect(text.trim(), `${name}/${language}: ${id} is empty`).not.toBe('');
          expect(argumentsOf(text), `${name}/${language}: ${id}`).toEqual(argumentsOf(english[id]!));
        }
      }
    });
  }

  // The specification's texts every page may say, and the rest of the rules' words, which come with the outbox.
  const rules = () => ({ ...catalogue(join(SRC, 'i18n'), 'en'), ...catalogue(join(SRC, 'data/writes'), 'en') });

  it("hold the rules' messages as the engine's tables write them, the specification's texts with every page (node scripts/rule-messages.mjs writes them again)", () => {
    expect(rules()).toEqual(ruleCatalogue());
    expect(Object.keys(catalogue(join(SRC, 'i18n'), 'en')).every((id) => id.startsWith('rule.message.'))).toBe(true);
  });

  it("say each of the rules' refusals in English word for word as the engine's answer does, its arguments filled in", () => {
    const english = rules();
    const i18n = setupI18n();
    i18n.load('en', Object.fromEntries(Object.entries(english).map(([id, text]) => [id, compileMessage(text)])));
    i18n.activate('en');
    const samples = refusalSamples();
    expect(samples.length).toBeGreaterThan(10);
    for (const { id, args, english: said } of samples) expect(i18n._(`rule.${id}`, args), id).toBe(said);
  });

  it('define each message id in one folder only', () => {
    const seen = new Map<string, string>();
    for (const folder of folders)
      for (const id of Object.keys(catalogue(folder, 'en'))) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${relative(SRC, folder)}`).toBeUndefined();
        seen.set(id, relative(SRC, folder));
      }
  });

  it('hold every message id a screen asks for, and no id no screen asks for', () => {
    const known = new Set(folders.flatMap((folder) => Object.keys(catalogue(folder, 'en'))));
    const code = files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => readFileSync(f, 'utf8'));
    // Asked for by name: t('id'), translate('id'), t({ id: 'id', ... }); a typo there is a key on the screen.
    const asked = new Set(code.flatMap((text) => [...text.matchAll(/\b(?:t|translate)\(\s*(?:\{\s*id:\s*)?'([a-z][\w.-]*)'/g)].map((m) => m[1]!)));
    expect([...asked].filter((id) => !known.has(id))).toEqual([]);
    // Named anywhere in the code (a choice between two ids, an id in a table), or built from a prefix ('message.' and an engine message's key).
    const named = new Set(code.flatMap((text) => [...text.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)].map((m) => m[1]!)));
    const built = ['rule.', 'summary.status.'];
    expect([...known].filter((id) => !named.has(id) && !built.some((prefix) => id.startsWith(prefix)))).toEqual([]);
  });
});
