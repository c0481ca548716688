/**
 * Toasts without carrying the toast library on the first paint: `toast` has
 * sonner's shape for what the app uses, queues what is asked before sonner has
 * loaded, and `<LazyToaster>` loads it when it is first needed, then shows the
 * queue in order. Two rules of its own (issue 22): the same words are not
 * shown twice within a minute, and a toast that names its `step` replaces that
 * step's last one and goes with `toast.stepDone(step)` when the step succeeds.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenLocalDbWanted } from '../../data/db/db-presence.js';
import type { ExternalToast } from 'sonner';
import { RecentMessages } from './recent-messages.js';

type Kind = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'message';
type Call = { kind: Kind; message: ReactNode; options: ExternalToast & { id: string | number } } | { kind: 'dismiss'; id?: string | number };
type Sonner = typeof import('sonner');

let sonner: Sonner | null = null;
let toasterMounted = false;
let wanted = false;
const queue: Call[] = [];
const listeners = new Set<() => void>();
let counter = 0;
const recent = new RecentMessages();
/** The toast on screen for each step (a form, a booking), so the step's next message replaces it and its success takes it away. */
const stepToasts = new Map<string, string | number>();

/** A toast may name the step it belongs to. */
export type ToastOptions = ExternalToast & { step?: string };

function run(s: Sonner, call: Call): void {
  if (call.kind === 'dismiss') s.toast.dismiss(call.id);
  else if (call.kind === 'message') s.toast.message(call.message, call.options);
  else s.toast[call.kind](call.message, call.options);
}

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function send(call: Call): void {
  if (sonner && toasterMounted) return run(sonner, call);
  queue.push(call);
  want();
}

function dismiss(id?: string | number): void {
  recent.forget(id);
  send({ kind: 'dismiss', id });
}

function shower(kind: Kind) {
  return (message: ReactNode, { step, ...options }: ToastOptions = {}): string | number => {
    const id = options.id ?? `toast-${++counter}`;
    // The same words asked again within a minute are not shown twice (a progress toast is always shown). A step's
    // toast answers the action just taken, so it shows each time, in the place of the step's last one: never two.
    if (typeof message === 'string' && kind !== 'loading' && step === undefined) {
      const repeat = recent.repeatOf(`${kind}|${message}|${typeof options.description === 'string' ? options.description : ''}`, id);
      if (repeat !== null) return repeat;
    }
    if (step !== undefined) {
      const before = stepToasts.get(step);
      if (before !== undefined && before !== id) dismiss(before);
      stepToasts.set(step, id);
    }
    send({ kind, message, options: { ...options, id } });
    return id;
  };
}

export const toast = {
  success: shower('success'),
  error: shower('error'),
  warning: shower('warning'),
  info: shower('info'),
  loading: shower('loading'),
  message: shower('message'),
  dismiss,
  /** The step succeeded: its error toast goes. */
  stepDone: (step: string) => {
    const id = stepToasts.get(step);
    stepToasts.delete(step);
    if (id !== undefined) dismiss(id);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands sonner the queue once its Toaster listens (its own effect has run by the time this one does). */
function Flush() {
  useEffect(() => {
    toasterMounted = true;
    for (const call of queue.splice(0)) run(sonner!, call);
    return () => {
      toasterMounted = false;
    };
  }, []);
  return null;
}

const FIRST_ACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The header a toast opens below (issue 38): on the game, the hotel, the team and the request's number are what a
 * team reads first, and the booking card's Accept and Decline hold the foot of the screen, so a toast takes the
 * space under the header, over the card's title. Other screens keep the top edge (their forms' steps sit below).
 */
const CLEAR_OF = '.game-header';
const EDGE = 8;

/** The toasts' distance from the top: under the game's header while any of it is on screen, else the edge. */
function useTopOffset(active: boolean): number {
  const [top, setTop] = useState(EDGE);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const header = document.querySelector(CLEAR_OF);
        setTop(header ? Math.max(EDGE, Math.ceil(header.getBoundingClientRect().bottom) + EDGE) : EDGE);
      });
    };
    measure();
    // A route change brings the header or takes it away; a phone's header scrolls away with the page.
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return top;
}

/**
 * Where toasts appear. Sonner loads with the first toast, the first touch or key on the page, or the first
 * screen that opens the device's store, whichever comes first: a first look at the login or the site fetches
 * none of it. A load that fails (offline before the app was ever cached) is tried again with the next toast,
 * and nothing asked meanwhile is lost.
 */
export function LazyToaster({ eager = false }: { eager?: boolean } = {}) {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const [loaded, setLoaded] = useState<Sonner | null>(null);
  const top = useTopOffset(loaded !== null);
  useEffect(() => {
    // A site page's island woke this (decision 012): the visitor is already at work, and the touch that would have
    // asked for sonner may have come before it was listening.
    if (eager) want();
    const early = () => want();
    for (const type of FIRST_ACTIONS) window.addEventListener(type, early, { once: true, passive: true, capture: true });
    const stop = whenLocalDbWanted(early);
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, early, { capture: true });
      stop();
    };
  }, [eager]);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    import('sonner')
      .then((module) => {
        sonner = module;
        if (live) setLoaded(module);
      })
      .catch(() => {
        wanted = false;
      });
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  if (!loaded) return null;
  return (
    <>
      {/* Top-centre (docs/rules.md §1): tight to the top edge, over a host header's title, clear of a form's step indicator, its fields and its buttons; under the game's header; a close button on each. */}
      <loaded.Toaster position="top-center" offset={{ top }} mobileOffset={{ top }} richColors closeButton toastOptions={{ duration: 4000 }} />
      <Flush />
    </>
  );
}
