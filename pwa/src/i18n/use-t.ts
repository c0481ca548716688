/**
 * A screen's words in the device's language: `const t = useT();
 * t('login.submit')`. The screen renders again when the language changes.
 */
import { i18n, type MessageDescriptor, type Values } from '@lingui/core';
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

/**
 * A message by its id; or by a descriptor whose `message` is the English said
 * where no catalogue is loaded: a shared component the site's English pages
 * show too (a dialog's Close), which load no catalogue.
 */
export type Translate = (id: string | MessageDescriptor, values?: Values) => string;

export function useT(): Translate {
  const language = useLanguage();
  // A new function for each language, so a memoised child that takes it renders again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<Translate>((id, values) => say(id, values), [language]);
}

/** The same words outside a component (a toast from a data action): in the language spoken now. */
export const translate: Translate = (id, values) => say(id, values);

function say(id: string | MessageDescriptor, values?: Values): string {
  if (typeof id === 'string') return i18n._(id, values);
  if (id.id in i18n.messages) return i18n._(id.id, values);
  // No catalogue holds it (a site page, English, loads none): the descriptor's own English, its arguments filled in.
  return (id.message ?? id.id).replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
