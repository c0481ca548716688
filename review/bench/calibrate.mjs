/**
 * `node review/bench/calibrate.mjs` (after the review build): how far the
 * clause classifier's probabilities can be trusted, read by five-fold
 * cross-validation on the training clauses only (`src/training`), never on a
 * held-out set. For each language and threshold:
 *
 * - the tone: of the clauses read as a complaint at that probability or more,
 *   the share that are one (precision), and the share of the complaints so
 *   found (recall);
 * - the aspect: of the clauses read as about an aspect at that probability or
 *   more, the share about that aspect, and how many there are.
 *
 * The engine's ASPECT_SURE and COMPLAINT_SURE (review/src/analyse-review.ts)
 * were chosen from these tables.
 */
import { REPLY_LANGUAGES } from '../dist/language-pack.js';
import { crossValidatedReadings } from '../dist/clause-classifier.js';

const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99];
const pct = (x) => `${(100 * x).toFixed(0)}%`;
const header = (title) => console.log(`\n${title}\n${'language'.padEnd(9)}${THRESHOLDS.map((t) => String(t).padStart(12)).join('')}`);

const readings = Object.fromEntries(REPLY_LANGUAGES.map((language) => [language, crossValidatedReadings(language)]));
console.log('Clause classifier, five-fold cross-validation on the training clauses');

header('Tone: precision / recall of a complaint read at the threshold or above');
for (const language of REPLY_LANGUAGES) {
  const rs = readings[language];
  const complaints = rs.filter(({ clause }) => clause.polarity === 'negative').length;
  const cells = THRESHOLDS.map((t) => {
    const said = rs.filter(({ reading }) => reading.polarity === 'negative' && reading.polarityP >= t);
    const right = said.filter(({ clause }) => clause.polarity === 'negative').length;
    return `${pct(said.length ? right / said.length : 1)} / ${pct(right / complaints)}`;
  });
  console.log(language.padEnd(9) + cells.map((c) => c.padStart(12)).join(''));
}

header('Aspect: precision (and count) of an aspect read at the threshold or above');
for (const language of REPLY_LANGUAGES) {
  const rs = readings[language];
  const cells = THRESHOLDS.map((t) => {
    const said = rs.filter(({ reading }) => reading.aspect !== 'none' && reading.aspectP >= t);
    const right = said.filter(({ clause, reading }) => clause.aspect === reading.aspect).length;
    return `${pct(said.length ? right / said.length : 1)} (${said.length})`;
  });
  console.log(language.padEnd(9) + cells.map((c) => c.padStart(12)).join(''));
}
