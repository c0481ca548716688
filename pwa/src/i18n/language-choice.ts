/**
 * Which language a device starts in, read without the i18n library: the
 * login's entry asks it before any of the app has loaded (a page prerendered
 * in English is adopted as it is only in English).
 */
import { DEFAULT_GAME_LANGUAGE, isGameLanguage, type GameLanguage } from '@front-desk-rm/engine/domain';

export const DEVICE_CHOICE = 'fdrm-language';

/** The language picked on this device, if any: it wins over the session's. */
export function deviceLanguage(): GameLanguage | null {
  try {
    const stored = localStorage.getItem(DEVICE_CHOICE);
    return isGameLanguage(stored) ? stored : null;
  } catch {
    return null; // storage refused (a private window): the session's language, then English
  }
}

/** Before any session: the device's pick, else the browser's first language the game speaks, else English. */
export function startingLanguage(): GameLanguage {
  const picked = deviceLanguage();
  if (picked) return picked;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isGameLanguage(base)) return base;
  }
  return DEFAULT_GAME_LANGUAGE;
}
