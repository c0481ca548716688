/**
 * The languages the game speaks and the currencies it counts in (issue 54).
 * A session has one of each, chosen by the host: English and rupees when it
 * names none, as the specification's game. Zod-free, so a player's first
 * screens read them without the schemas.
 */
export const GAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'hi'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];
export const DEFAULT_GAME_LANGUAGE: GameLanguage = 'en';

/** Each language in its own words, as a picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<GameLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  hi: 'हिन्दी',
};

/**
 * The word a new team's name starts with in the session's language ('Team 1',
 * 'Équipe 1'): a name the rules write into the data, which the host may rename.
 */
const TEAM_WORD: Readonly<Record<GameLanguage, string>> = { en: 'Team', de: 'Team', fr: 'Équipe', es: 'Equipo', hi: 'टीम' };

/** The n-th team's name in the session's language (English when it has none). */
export function defaultTeamName(language: GameLanguage | undefined, n: number): string {
  return `${TEAM_WORD[language ?? DEFAULT_GAME_LANGUAGE]} ${n}`;
}

export function isGameLanguage(value: unknown): value is GameLanguage {
  return typeof value === 'string' && (GAME_LANGUAGES as readonly string[]).includes(value);
}

export const DEFAULT_GAME_CURRENCY = 'INR';

/** The currencies the host's picker offers first; any other ISO 4217 code the platform knows is accepted too. */
export const COMMON_CURRENCIES = ['INR', 'EUR', 'USD', 'GBP', 'CHF', 'AED', 'SGD', 'AUD', 'CAD', 'JPY', 'THB', 'ZAR'] as const;

/** Whether a code is an ISO 4217 currency the platform can write ('EUR'; not 'eur' or 'XYZ'). */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return known ? known.includes(code) : true;
}

/**
 * The country whose way of writing amounts a currency is read in: euros in
 * Germany are '45.000 €', in Ireland '€45,000'. Only where the language says
 * nothing: a German session in euros is written the German way.
 */
const HOME: Readonly<Record<string, Partial<Record<GameLanguage, string>> & { any: string }>> = {
  INR: { any: 'IN' },
  EUR: { any: 'DE', en: 'IE', fr: 'FR', es: 'ES' },
  USD: { any: 'US' },
  GBP: { any: 'GB' },
  CHF: { any: 'CH' },
  AED: { any: 'AE' },
  SGD: { any: 'SG' },
  AUD: { any: 'AU' },
  CAD: { any: 'CA' },
};

/** The locale a session's figures are written in: its language, in the country of its currency ('de-CH' for German in francs). */
export function formatLocale(language: GameLanguage, currency: string): string {
  const home = HOME[currency];
  const region = home ? (home[language] ?? home.any) : undefined;
  return region ? `${language}-${region}` : language;
}
