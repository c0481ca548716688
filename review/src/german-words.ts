/**
 * German writes as one word what English writes as two ('Zimmerreinigung',
 * 'Duschvorhang') and puts a verb's particle at the end of its clause ('die
 * Heizung fiel ständig aus'). The lexicons list words as a guest says them
 * alone, so a clause's words are reshaped before matching: a compound no
 * lexicon word names is split into the words it is made of, and a particle
 * that closes the clause is joined back to its verb when the lexicons know
 * the whole ('ausfiel'). Pure.
 */

/** The joints between the parts of a compound: 'Frühstück-s-raum', 'Küche-n-tisch', 'Hund-e-hütte'. */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'] as const;
/** Below this a part is more likely a syllable than a word ('an', 'ab'). */
const MIN_PART = 3;
/** The part that names what a compound is (the last) must be a word of the lexicon, and long enough to be one. */
const MIN_HEAD = 4;

/** What the lexicons and the German the engine has read know of a word. */
export interface GermanVocabulary {
  /** Whether a lexicon word (a thing, an aspect or a judgement) matches it. */
  known: (word: string) => boolean;
  /** Whether it is a German word on its own: a compound's first part must be one ('wohn' is not; 'wohnung' is). */
  isWord: (word: string) => boolean;
}

/**
 * The words a noun compound is made of, the head last ('zimmerreinigung' →
 * ['zimmer', 'reinigung']): its first part a German word, with or without
 * its joint ('katzentisch': 'katzen'), and its head a word the lexicons know.
 * The word itself when a lexicon word already names it or no such split
 * exists. Only nouns are split (the caller says which words are written with
 * a capital): 'romantisch' and 'abenteuerlich' end in words they do not mean.
 */
export function splitCompound(word: string, words: GermanVocabulary): string[] {
  if (word.length < MIN_PART + MIN_HEAD || words.known(word)) return [word];
  // The longest head first: 'frühstücksbuffet' is a buffet.
  for (let k = MIN_PART; k <= word.length - MIN_HEAD; k++) {
    const modifier = word.slice(0, k);
    for (const link of LINKS) {
      const rest = word.slice(k);
      if (!rest.startsWith(link)) continue;
      const head = rest.slice(link.length);
      if (head.length < MIN_HEAD || !words.known(head)) continue;
      if (words.isWord(modifier) || (link && words.isWord(modifier + link))) return [modifier + link, head];
    }
  }
  return [word];
}

/** Particles that leave their verb for the end of a main clause ('kam nie zurück', 'fiel aus', 'räumte nicht auf'). */
const PARTICLES: ReadonlySet<string> = new Set(['ab', 'an', 'auf', 'aus', 'ein', 'mit', 'nach', 'vor', 'zu', 'zurück', 'weg', 'los', 'um', 'her', 'hin']);

/**
 * A clause's words with a closing particle joined back to its verb: the first
 * word before it that, with the particle in front, is a lexicon word
 * ('die heizung fiel ständig aus' → 'die heizung ausfiel ständig'). The clause
 * as it was when no such word is there.
 */
export function joinParticle(tokens: readonly string[], known: (w: string) => boolean): string[] {
  const particle = tokens.at(-1);
  if (particle === undefined || !PARTICLES.has(particle)) return [...tokens];
  const at = tokens.findIndex((t, i) => i < tokens.length - 1 && known(particle + t));
  if (at < 0) return [...tokens];
  return tokens.slice(0, -1).map((t, i) => (i === at ? particle + t : t));
}

/**
 * A German clause's words as the lexicons list them: nouns (`capitalised`,
 * by position) split into the words they are made of, then a closing particle
 * joined to its verb.
 */
export function germanWords(tokens: readonly string[], capitalised: readonly boolean[], words: GermanVocabulary): string[] {
  return joinParticle(
    tokens.flatMap((t, i) => (capitalised[i] ? splitCompound(t, words) : [t])),
    words.known,
  );
}
