/**
 * `node review/bench/calibrate.mjs` (after the review build): how sure the
 * clause classifier must be before its reading makes a complaint, chosen by
 * five-fold cross-validation on the training clauses only (`src/training`),
 * never on a held-out set. For each language and threshold on the tone's
 * probability: of the clauses read as a complaint about an aspect at that
 * threshold, the share that are one (precision), and the share of the
 * complaints found (recall). It names the lowest threshold whose precision
 * reaches PRECISION_GOAL in every language; the engine's COMPLAINT_SURE and
 * NAMED_COMPLAINT_SURE are set from it (review/src/analyse-review.ts).
 */
import { REPLY_LANGUAGES } from '../dist/language-pack.js';
import { readClauseText, TRAINING, trainModels } from '../dist/clause-classifier.js';

const PRECISION_GOAL = Number(process.env.PRECISION_GOAL ?? 0.85);
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.975, 0.99];
const ASPECT_SURE = 0.5;

function readings(language) {
  const clauses = TRAINING[language];
  const out = [];
  for (let fold = 0; fold < 5; fold++) {
    const models = trainModels(
      language,
      clauses.filter((_, i) => i % 5 !== fold),
    );
    clauses.forEach((c, i) => {
      if (i % 5 === fold) out.push({ clause: c, reading: readClauseText(c.text, language, models) });
    });
  }
  return out;
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const chosen = {};
console.log('Clause classifier, five-fold cross-validation on the training clauses: a complaint read at a threshold');
console.log('language', ...THRESHOLDS.map((t) => String(t).padStart(15)));
for (const language of REPLY_LANGUAGES) {
  const rs = readings(language);
  const complaints = rs.filter((r) => r.clause.polarity === 'negative' && r.clause.aspect !== 'none').length;
  const cells = THRESHOLDS.map((t) => {
    const said = rs.filter(
      (r) => r.reading.polarity === 'negative' && r.reading.polarityP >= t && r.reading.aspect !== 'none' && r.reading.aspectP >= ASPECT_SURE,
    );
    const right = said.filter((r) => r.clause.polarity === 'negative' && r.clause.aspect === r.reading.aspect).length;
    const precision = said.length ? right / said.length : 1;
    if (chosen[language] === undefined && precision >= PRECISION_GOAL) chosen[language] = t;
    return { precision, recall: right / complaints };
  });
  console.log(language.padEnd(8), ...cells.map((c) => `${pct(c.precision)}/${pct(c.recall)}`.padStart(15)));
}
console.log('(precision/recall of complaints; the aspect must be the labelled one)');
const threshold = Math.max(...REPLY_LANGUAGES.map((l) => chosen[l] ?? 1));
console.log(`lowest threshold with precision ≥ ${pct(PRECISION_GOAL)} in every language: ${threshold}`);
