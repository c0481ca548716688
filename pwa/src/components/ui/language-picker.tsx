/**
 * The device's language (issue 54): a participant switches their own tablet
 * whatever the session's language; the choice is kept on the device, offline.
 */
import { GAME_LANGUAGES, LANGUAGE_NAMES, isGameLanguage } from '@front-desk-rm/engine/domain';
import { useEffect, useId, useRef } from 'react';
import { chooseLanguage } from '../../i18n/i18n.js';
import { useLanguage, useT } from '../../i18n/use-t.js';

/** `compact`: the label is for screen readers only, where a header has no room for it (the game's). */
export function LanguagePicker({ className = 'language-picker', compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The login is prerendered: a pick made before its script ran is in the select but reached no handler. Taken on mount.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked && picked !== language && isGameLanguage(picked)) void chooseLanguage(picked);
    // Once, at mount: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={className}>
      <label htmlFor={id} className={compact ? 'sr-only' : undefined}>
        {t('language.label')}
      </label>
      <select
        ref={select}
        id={id}
        className="select"
        value={language}
        onChange={(e) => {
          if (isGameLanguage(e.target.value)) void chooseLanguage(e.target.value);
        }}
      >
        <LanguageOptions />
      </select>
    </div>
  );
}

/** The game's languages as a select offers them, each in its own words. */
export function LanguageOptions() {
  return GAME_LANGUAGES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LANGUAGE_NAMES[code]}
    </option>
  ));
}
