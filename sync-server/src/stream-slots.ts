/**
 * Open event streams, counted per token and per client address. A stream holds
 * memory and a socket for as long as it is open, so one token (or one
 * address) may hold only so many: a host with a few screens open, or a
 * training room's tablets behind one NAT, fit well within the caps; a client
 * that opens thousands is refused.
 */
export interface StreamSlots {
  /** A slot for a new stream, or null when the token or the address has all it may hold. */
  take(token: string, address: string): (() => void) | null;
}

/** A host's dashboard, results and control panel, on a laptop and a phone, with reloads. */
export const STREAMS_PER_TOKEN = 12;
/** A room of 40 tablets and its hosts behind one address, several times over. */
export const STREAMS_PER_ADDRESS = 300;

export function createStreamSlots(perToken = STREAMS_PER_TOKEN, perAddress = STREAMS_PER_ADDRESS): StreamSlots {
  const byToken = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => {
    const next = (map.get(key) ?? 0) + n;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    take(token, address) {
      if ((byToken.get(token) ?? 0) >= perToken || (byAddress.get(address) ?? 0) >= perAddress) return null;
      add(byToken, token, 1);
      add(byAddress, address, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byToken, token, -1);
        add(byAddress, address, -1);
      };
    },
  };
}
