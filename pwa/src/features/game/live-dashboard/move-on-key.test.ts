// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isMoveOnKey, type KeyLike } from './move-on-key.js';

const key = (k: string, more: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  defaultPrevented: false,
  target: document.body,
  ...more,
});

describe('isMoveOnKey', () => {
  it('takes N, n and the right arrow on the page', () => {
    expect(isMoveOnKey(key('n'))).toBe(true);
    expect(isMoveOnKey(key('N'))).toBe(true);
    expect(isMoveOnKey(key('ArrowRight'))).toBe(true);
  });

  it('leaves other keys, modified keys and a held key alone', () => {
    expect(isMoveOnKey(key('m'))).toBe(false);
    expect(isMoveOnKey(key('ArrowLeft'))).toBe(false);
    expect(isMoveOnKey(key('n', { ctrlKey: true }))).toBe(false);
    expect(isMoveOnKey(key('n', { metaKey: true }))).toBe(false);
    expect(isMoveOnKey(key('ArrowRight', { altKey: true }))).toBe(false);
    expect(isMoveOnKey(key('n', { repeat: true }))).toBe(false);
    expect(isMoveOnKey(key('n', { defaultPrevented: true }))).toBe(false);
  });

  it('never fires while the host types in a field', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag);
      document.body.append(field);
      expect(isMoveOnKey(key('n', { target: field }))).toBe(false);
      expect(isMoveOnKey(key('ArrowRight', { target: field }))).toBe(false);
      field.remove();
    }
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.append(inner);
    document.body.append(editor);
    expect(isMoveOnKey(key('n', { target: inner }))).toBe(false);
    editor.remove();
  });

  it('takes the key on a button, which is where focus sits after a click', () => {
    const button = document.createElement('button');
    document.body.append(button);
    expect(isMoveOnKey(key('n', { target: button }))).toBe(true);
    button.remove();
  });
});
