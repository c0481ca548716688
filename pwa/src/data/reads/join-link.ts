/**
 * The address players join at (issue 48). A host who opened the app at
 * `localhost` (as the README's `npm start` prints it) would print a join link
 * and QR code that no phone can open. The operator's PUBLIC_URL wins; a host
 * on a real address shares the one they are on; a host on `localhost` is
 * offered this laptop's addresses on its networks and may pick one, which the
 * control panel and the projector on the same device both use.
 */
import { useEffect, useState } from 'react';
import type { JoinAddresses } from '@front-desk-rm/engine/domain';
import { api } from '../api/client.js';
import { useIdentity } from './use-identity.js';

const CHOSEN = 'fdrm.join-base';

export interface JoinLink {
  /** Where players' phones open the app: an origin, no trailing slash. */
  base: string;
  /** The host's page is on this device alone (`localhost`): what it shows must not be its own address. */
  atLocalhost: boolean;
  /** The addresses the host may choose from, when they are on `localhost` and no PUBLIC_URL is set. */
  choices: string[];
  /** The server was asked and answered (a warning waits for it, so it does not flash). */
  known: boolean;
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

/** The join base from what the browser and the server know; `chosen`: the host's earlier pick on this device. */
export function joinBase(origin: string, hostname: string, answer: JoinAddresses | null, chosen: string | null): Omit<JoinLink, 'known'> {
  const atLocalhost = isLoopback(hostname);
  if (answer?.publicUrl) return { base: answer.publicUrl, atLocalhost, choices: [] };
  if (!atLocalhost) return { base: origin, atLocalhost, choices: [] };
  const choices = answer?.addresses ?? [];
  const base = chosen && choices.includes(chosen) ? chosen : (choices[0] ?? origin);
  return { base, atLocalhost, choices };
}

function readChosen(): string | null {
  try {
    return localStorage.getItem(CHOSEN);
  } catch {
    return null;
  }
}

/** The join link for the host's screens, and the host's pick of address when there is one to make. */
export function useJoinLink(): JoinLink & { choose: (base: string) => void } {
  const identity = useIdentity();
  const token = identity?.role === 'admin' ? identity.token : null;
  const [answer, setAnswer] = useState<JoinAddresses | null>(null);
  const [chosen, setChosen] = useState<string | null>(readChosen);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void api.call('joinAddresses', { token }).then((r) => {
      if (!live) return;
      if (r.ok) setAnswer(r.data);
      setAsked(true);
    });
    return () => {
      live = false;
    };
  }, [token]);
  const link = joinBase(window.location.origin, window.location.hostname, answer, chosen);
  const choose = (base: string) => {
    setChosen(base);
    try {
      localStorage.setItem(CHOSEN, base);
    } catch {
      // Kept for this screen only.
    }
  };
  return { ...link, known: asked, choose };
}
