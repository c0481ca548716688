/**
 * The language the game speaks on this device (issue 54). Messages live in
 * catalogues beside the screens they belong to (`messages/de.json`), each
 * compiled by the build into a module fetched the first time a screen of its
 * folder shows, and precached by the service worker with the rest of the app,
 * so a switch works offline.
 *
 * Which language: the one the participant picked on this device (kept in
 * `localStorage`, offline); otherwise the session's, which the host chose;
 * before a session, the browser's if the game speaks it; else English.
 */
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_GAME_LANGUAGE, GAME_LANGUAGES, isGameLanguage, type GameLanguage } from '@front-desk-rm/engine/domain';
import { DEVICE_CHOICE, deviceLanguage, startingLanguage } from './language-choice.js';

const CATALOGUES = import.meta.glob<{ messages: Messages }>('/src/**/messages/*.json', { query: '?lingui' });

/** A folder of `src` whose screens have a catalogue: 'features/game/login', 'components'. */
export type Scope = string;

// The page says which language it is in: screen readers pronounce it, and the browser picks its fonts and hyphenation by it.
if (typeof document !== 'undefined') i18n.on('change', () => document.documentElement.setAttribute('lang', i18n.locale));

const wanted = new Set<Scope>();
const loaded = new Set<string>();
/** Whether a screen has asked for messages yet: the first ask speaks the starting language. */
let started = false;
/** The language the latest switch asked for: a switch whose catalogues arrive after a later one's does not speak. */
let asked: GameLanguage | null = null;

// A language is always active, so a component the site's English pages share (a dialog) never meets Lingui without one.
i18n.activate(DEFAULT_GAME_LANGUAGE);

function catalogueOf(scope: Scope, language: GameLanguage): (() => Promise<{ messages: Messages }>) | undefined {
  return CATALOGUES[`/src/${scope}/messages/${language}.json`];
}

async function load(scope: Scope, language: GameLanguage): Promise<void> {
  const key = `${scope} ${language}`;
  if (loaded.has(key)) return;
  const catalogue = catalogueOf(scope, language) ?? catalogueOf(scope, DEFAULT_GAME_LANGUAGE);
  if (!catalogue) throw new Error(`No catalogue for ${scope}`);
  i18n.load(language, (await catalogue()).messages);
  loaded.add(key);
}

/** The language the screens speak now. */
export function currentLanguage(): GameLanguage {
  return isGameLanguage(i18n.locale) ? i18n.locale : DEFAULT_GAME_LANGUAGE;
}

/** Fetches a folder's messages in the current language (and in each language switched to later); a screen's route awaits it. */
export async function loadMessages(...scopes: Scope[]): Promise<void> {
  for (const scope of scopes) wanted.add(scope);
  const language = started ? currentLanguage() : startingLanguage();
  await Promise.all(scopes.map((scope) => load(scope, language)));
  if (!started) {
    started = true;
    if (asked === null || asked === language) i18n.activate(language);
  }
}

/** Every catalogue of a language at once: the tests, and the pages rendered at build time. */
export async function loadEveryMessage(language: GameLanguage = DEFAULT_GAME_LANGUAGE): Promise<void> {
  const prefix = '/src/';
  const suffix = `/messages/${language}.json`;
  const scopes = Object.keys(CATALOGUES)
    .filter((k) => k.endsWith(suffix))
    .map((k) => k.slice(prefix.length, -suffix.length));
  for (const scope of scopes) wanted.add(scope);
  await Promise.all(scopes.map((scope) => load(scope, language)));
  started = true;
  i18n.activate(language);
}

/** Speaks another language: every folder shown so far is fetched in it first, so no screen shows a key. */
export async function switchLanguage(language: GameLanguage): Promise<void> {
  asked = language;
  if (language === i18n.locale) return;
  await Promise.all([...wanted].map((scope) => load(scope, language)));
  // Two switches in quick succession (a screen that followed English, then its session's German) fetch in parallel:
  // the one asked for last is spoken, whichever catalogue arrived first.
  if (asked === language) i18n.activate(language);
}

/** The participant picks a language on this device: kept across reloads and offline, and spoken at once. */
export async function chooseLanguage(language: GameLanguage): Promise<void> {
  try {
    localStorage.setItem(DEVICE_CHOICE, language);
  } catch {
    // Not kept past this visit, but still spoken now.
  }
  await switchLanguage(language);
}

/** The session's language, spoken unless this device picked its own. */
export function followSessionLanguage(language: GameLanguage | undefined): Promise<void> {
  if (deviceLanguage()) return Promise.resolve();
  return switchLanguage(language ?? DEFAULT_GAME_LANGUAGE);
}

export { GAME_LANGUAGES, deviceLanguage, startingLanguage };
