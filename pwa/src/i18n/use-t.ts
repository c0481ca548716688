/**
 * A screen's words in the device's language: `const t = useT();
 * t('login.submit')`. The screen renders again when the language changes.
 */
import { i18n, type Values } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage } from './i18n.js';
import type { GameLanguage } from '@front-desk-rm/engine/domain';

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

/** The language the screens speak, as React state. */
export function useLanguage(): GameLanguage {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

export type Translate = (id: string, values?: Values) => string;

export function useT(): Translate {
  const language = useLanguage();
  // A new function for each language, so a memoised child that takes it renders again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<Translate>((id, values) => i18n._(id, values), [language]);
}

/** The same words outside a component (a toast from a data action): in the language spoken now. */
export const translate: Translate = (id, values) => i18n._(id, values);
