/**
 * Which language a session's screens speak (issue 54). A participant's and a
 * host's own screens follow the session's language unless this device picked
 * its own; the room's screens (the projector, the printed report) always
 * speak the session's, whatever the laptop that shows them picked.
 */
import { useEffect } from 'react';
import { DEFAULT_GAME_LANGUAGE, type Session } from '@front-desk-rm/engine/domain';
import { currentLanguage, followSessionLanguage, switchLanguage } from './i18n.js';

/**
 * The language a session speaks, once it is known: a session not yet read
 * from the device (null or undefined) changes nothing, so a screen does not
 * speak English for the moment before its session loads.
 */
const spokenBy = (session: Pick<Session, 'language'> | null | undefined) => (session ? (session.language ?? DEFAULT_GAME_LANGUAGE) : null);

/** A screen of a session: the session's language, unless the device picked one. */
export function useSessionLanguage(session: Pick<Session, 'language'> | null | undefined): void {
  const language = spokenBy(session);
  useEffect(() => {
    if (language) void followSessionLanguage(language);
  }, [language]);
}

/** A screen the room reads: the session's language while it shows, the device's again after. */
export function useRoomLanguage(session: Pick<Session, 'language'> | null | undefined, active = true): void {
  const language = spokenBy(session);
  useEffect(() => {
    if (!active || !language) return;
    const before = currentLanguage();
    void switchLanguage(language);
    return () => {
      void switchLanguage(before);
    };
  }, [language, active]);
}
