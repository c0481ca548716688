/**
 * Which language a session's screens speak (issue 54). A participant's and a
 * host's own screens follow the session's language unless this device picked
 * its own; the room's screens (the projector, the printed report) always
 * speak the session's, whatever the laptop that shows them picked.
 */
import { useEffect } from 'react';
import type { GameLanguage } from '@front-desk-rm/engine/domain';
import { currentLanguage, followSessionLanguage, switchLanguage } from './i18n.js';

/** A screen of a session: the session's language, unless the device picked one. */
export function useSessionLanguage(language: GameLanguage | undefined): void {
  useEffect(() => {
    void followSessionLanguage(language);
  }, [language]);
}

/** A screen the room reads: the session's language while it shows, the device's again after. */
export function useRoomLanguage(language: GameLanguage | undefined, active = true): void {
  useEffect(() => {
    if (!active) return;
    const before = currentLanguage();
    void switchLanguage(language ?? 'en');
    return () => {
      void switchLanguage(before);
    };
  }, [language, active]);
}
