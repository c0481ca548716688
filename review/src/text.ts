/** Tokens and lexicon matching shared by language detection and analysis. */

/** Lower-case words; English "n't" becomes "not" and apostrophes split words (n'était, l'hôtel), hyphens too (wi-fi, check-in). */
export function tokenize(text: string): string[] {
  const normal = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/n['’]t\b/g, ' not');
  return normal.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether each of `tokenize(text)`'s words is written with a capital: German writes its nouns so. */
export function capitals(text: string): boolean[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => /^\p{Lu}/u.test(w));
}

/** A lexicon term: one or more words, each matching exactly or, when it ends with '*', as a prefix. */
export interface Term {
  words: string[];
}

export function parseTerm(term: string): Term {
  return {
    words: term
      .toLowerCase()
      .split(/[\s-]+/)
      .filter(Boolean),
  };
}

function wordMatches(pattern: string, token: string): boolean {
  return pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern;
}

/** Whether the term matches at tokens[i]; returns how many tokens it covers (0 when it does not match). */
export function matchAt(term: Term, tokens: readonly string[], i: number): number {
  for (let k = 0; k < term.words.length; k++) {
    const t = tokens[i + k];
    if (t === undefined || !wordMatches(term.words[k]!, t)) return 0;
  }
  return term.words.length;
}

export function matchesAny(terms: readonly Term[], tokens: readonly string[], i: number): number {
  let best = 0;
  for (const t of terms) best = Math.max(best, matchAt(t, tokens, i));
  return best;
}

/** A 32-bit FNV-1a hash: the same text gives the same variant on every device. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
