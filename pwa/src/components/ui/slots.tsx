/**
 * A message with an element inside it ('Your team earned <strong>₹1,84,000</strong>',
 * 'Players join at <a>the link</a>'), said whole so each language keeps its word
 * order: the element's argument is given a mark, and the mark in the translated
 * text is replaced by the element. Every screen that puts an element in a
 * sentence does it here.
 */
import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/** The value to give an element's argument: `t(id, { amount: slot('amount') })`. */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/** The translated text with each slot replaced by its element. */
export function withSlots(text: string, elements: Record<string, ReactNode>): ReactNode {
  return text.split(new RegExp(`${MARK}([^${MARK}]*)${MARK}`)).map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}

/** The words before and after one slot, for a control that cannot sit inside a text node (an input inside its label). */
export function aroundSlot(text: string, name: string): [string, string] {
  const mark = slot(name);
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
}
