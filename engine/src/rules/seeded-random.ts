/**
 * A random source seeded by a string (a 32-bit FNV-1a hash into mulberry32):
 * the same seed gives the same numbers on the device and on the server. A
 * mutation's id seeds a shuffle or a game code; a session's id seeds its
 * transient demand, so every team and house team meets the same guests.
 */
export function randomFrom(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
