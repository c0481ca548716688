/**
 * A message with an element inside it ('Your team earned <strong>₹1,84,000</strong>'),
 * said whole so each language keeps its word order: the element's argument is
 * given a mark, and the mark in the translated text is replaced by the element.
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
