import { describe, expect, it } from 'vitest';
import { germanWords, joinParticle, splitCompound, type GermanVocabulary } from './german-words.js';

const lexicon = new Set(['zimmer', 'reinigung', 'buffet', 'tisch', 'teuer', 'zurückrief']);
const read = new Set(['hotel', 'frühstück', 'katzen', 'doppel', 'ein']);
const words: GermanVocabulary = { known: (w) => lexicon.has(w) || w.startsWith('dusch'), isWord: (w) => read.has(w) || lexicon.has(w) };

describe('German words, reshaped before matching', () => {
  it('splits a compound into its words, the head last, across a joint', () => {
    expect(splitCompound('zimmerreinigung', words)).toEqual(['zimmer', 'reinigung']);
    expect(splitCompound('hotelzimmer', words)).toEqual(['hotel', 'zimmer']);
    expect(splitCompound('frühstücksbuffet', words)).toEqual(['frühstücks', 'buffet']);
    expect(splitCompound('katzentisch', words)).toEqual(['katzen', 'tisch']);
  });

  it('leaves a word whole when a lexicon word names it, or when its first part is no word', () => {
    expect(splitCompound('duschvorhang', words)).toEqual(['duschvorhang']);
    expect(splitCompound('abenteuer', words)).toEqual(['abenteuer']);
    expect(splitCompound('automatisch', words)).toEqual(['automatisch']);
    expect(splitCompound('zimmer', words)).toEqual(['zimmer']);
  });

  it('joins a closing particle to the verb the lexicon knows with it', () => {
    expect(joinParticle(['der', 'vermieter', 'rief', 'nie', 'zurück'], words.known)).toEqual(['der', 'vermieter', 'zurückrief', 'nie']);
    expect(joinParticle(['das', 'licht', 'ging', 'nicht', 'an'], words.known)).toEqual(['das', 'licht', 'ging', 'nicht', 'an']);
    expect(joinParticle([], words.known)).toEqual([]);
  });

  it('splits nouns only: a word written small keeps its ending', () => {
    expect(germanWords(['das', 'hotelzimmer', 'war', 'abenteuerlich'], [true, true, false, false], words)).toEqual([
      'das',
      'hotel',
      'zimmer',
      'war',
      'abenteuerlich',
    ]);
    expect(germanWords(['hotelzimmer'], [false], words)).toEqual(['hotelzimmer']);
  });
});
