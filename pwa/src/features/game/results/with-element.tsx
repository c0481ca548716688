/**
 * A message with one argument drawn as an element ('Leading now: <strong>Team 2</strong> with ₹36,000'): the
 * sentence stays one message, whose word order is the language's, and the element goes where the language put
 * the argument. Ask for the message with `ELEMENT` as that argument.
 */
import type { ReactNode } from 'react';

/** Stands for the element in the message's text: a private-use character no message or name contains. */
export const ELEMENT = '\uE000';

export function withElement(message: string, element: ReactNode): ReactNode {
  const at = message.indexOf(ELEMENT);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      {element}
      {message.slice(at + ELEMENT.length)}
    </>
  );
}
