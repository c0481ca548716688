/**
 * The rules' and the server's words in the device's language (issue 54).
 * They are the specification's texts, which the documented API answers in
 * English; a refusal also comes named (`{ id: 'decision.paused' }`, from the
 * engine's `messageRef`), and a device says it from its catalogue
 * (`rule.decision.paused`). Words with no name (the engine's `MESSAGES` said
 * by the device itself) are found by their English; anything else is said as
 * it came.
 */
import { i18n } from '@lingui/core';
import { MESSAGES, type MessageRef } from '@front-desk-rm/engine/domain';
import { useCallback } from 'react';
import { translate, useT, type Translate } from './use-t.js';

const NAMED = new Map<string, MessageRef>(
  Object.entries(MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[text, { id: `message.${key}` }] as const] : [])),
);

/**
 * Reads any of the rules' English back to its name (the engine's `messageRef`): set by the outbox, which carries
 * the rules' tables, so a refusal the device's own rules gave is said even where the caller kept only its words.
 * A screen that has applied no change yet has none, and says the specification's texts by `NAMED`.
 */
let nameOf: ((text: string) => MessageRef | null) | null = null;

export function nameMessagesWith(read: (text: string) => MessageRef | null): void {
  nameOf = read;
}

function say(t: Translate, text: string, ref?: MessageRef | null): string {
  const named = ref ?? NAMED.get(text) ?? nameOf?.(text);
  if (!named) return text;
  const id = `rule.${named.id}`;
  if (!(id in i18n.messages)) return text;
  const args: Record<string, string | number> = { ...named.args };
  if (named.parts) args['reasons'] = named.parts.map((part) => say(t, '', part)).join('; ');
  return t(id, args);
}

/** A refusal or message of the rules, said in the language spoken now; `ref` names it when the answer did. */
export const spoken = (text: string, ref?: MessageRef | null): string => say(translate, text, ref);

export function useSpoken(): (text: string, ref?: MessageRef | null) => string {
  const t = useT();
  return useCallback((text: string, ref?: MessageRef | null) => say(t, text, ref), [t]);
}
