/**
 * How the game writes a day: 'Nov 27, 2026', by the platform's `Intl` rather
 * than a date library, so the screens that show a date carry no formatting
 * code of their own to a tablet.
 */
import { DEFAULT_GAME_LANGUAGE, type GameLanguage } from '../domain/locale.js';

const DAYS = new Map<GameLanguage, Intl.DateTimeFormat>();

/** 'Nov 27, 2026' in the device's time zone ('27. Nov. 2026' in German); a date that does not read is a dash. */
export function formatDay(iso: string, language: GameLanguage = DEFAULT_GAME_LANGUAGE): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  let format = DAYS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === DEFAULT_GAME_LANGUAGE ? 'en-US' : language, { month: 'short', day: 'numeric', year: 'numeric' });
    DAYS.set(language, format);
  }
  return format.format(d);
}
