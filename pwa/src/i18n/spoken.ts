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

function say(t: Translate, text: string, ref?: MessageRef | null): string {
  const named = ref ?? NAMED.get(text);
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
