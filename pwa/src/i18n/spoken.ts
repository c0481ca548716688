/**
 * The engine's and the server's words in the device's language. They are the
 * specification's texts (`MESSAGES`), which the documented API answers in
 * English; a device says each in its own language, by the message's key
 * (`message.notEnoughRooms`), and says a text it has no key for as it came.
 */
import { MESSAGES } from '@front-desk-rm/engine/domain';
import { useCallback } from 'react';
import { translate, useT, type Translate } from './use-t.js';

const KEYS = new Map<string, string>(Object.entries(MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as const] : [])));
/** The messages that name something ('Grand Ballroom is not available for all requested dates!'), read back to their argument. */
const PATTERNS: { key: string; pattern: RegExp; name: string }[] = [
  { key: 'hallUnavailable', pattern: /^(.+) is not available for all requested dates!$/, name: 'hall' },
];

function say(t: Translate, text: string): string {
  const key = KEYS.get(text);
  if (key) return t(`message.${key}`);
  for (const { key, pattern, name } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(`message.${key}`, { [name]: match[1] });
  }
  return text;
}

/** A message of the engine or the server, said in the language spoken now. */
export const spoken = (text: string): string => say(translate, text);

export function useSpoken(): (text: string) => string {
  const t = useT();
  return useCallback((text: string) => say(t, text), [t]);
}
