/**
 * The confetti both celebrations fire, loaded only when one is shown. The
 * library's ready-made cannon draws in a worker it makes from a blob, which
 * the page's Content-Security-Policy (`worker-src 'self'`) refuses, with a
 * console error at every podium: this one draws on the page instead. Nothing
 * fires for people who ask for reduced motion (docs/rules.md §20).
 */
import type confettiLibrary from 'canvas-confetti';

export type Confetti = confettiLibrary.CreateTypes;

let cannon: Promise<Confetti> | null = null;

/** The page's confetti cannon, or null when motion is to be kept down. */
export function loadConfetti(): Promise<Confetti> | null {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return null;
  cannon ??= import('canvas-confetti').then(({ default: confetti }) =>
    confetti.create(undefined, { useWorker: false, resize: true, disableForReducedMotion: true }),
  );
  return cannon;
}
