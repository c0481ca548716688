/**
 * The review engine against labelled reviews (decision 017): complaint recall
 * (a complaint the guest raised is found and the reply names it) and precision
 * (the complaints answered are ones the guest raised), per language, for
 *
 * - the development corpus the lexicons are tuned on (`src/testing/review-corpus.ts`),
 * - the tuning set of December 2026 (`tuning/reviews-2026-12.json`, 240
 *   reviews written to be tuned on), per language and business type,
 * - the first held-out set (`src/testing/review-eval-set.ts`, 200 reviews), and
 * - the November 2026 held-out set (`eval/reviews-held-out-2026-11.json`,
 *   240 reviews of hotels, restaurants and apartments), per language and per
 *   business type, with the apologies for aspects the guest never raised.
 *
 * Neither held-out set is tuned on. Prints its figures; never fails on one.
 * Writes them as JSON to BENCH_JSON when that is set.
 *
 * The measure (`src/testing/evaluate.ts`) and the first two sets are test
 * sources (`src/testing`, left out of the build), so they are transpiled here
 * with TypeScript, their imports pointed at `dist`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const review = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'fdrm-review-bench-'));
const HELD_OUT_2026_11 = join(review, 'eval', 'reviews-held-out-2026-11.json');
const TUNING_2026_12 = join(review, 'tuning', 'reviews-2026-12.json');

/** Imports a module of src/testing from its TypeScript source; null when the file is not there. */
async function load(name) {
  const source = join(review, 'src/testing', `${name}.ts`);
  if (!existsSync(source)) return null;
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  // '../aspects.js' from src/testing is dist/aspects.js once built.
  const js = outputText.replace(/from\s+['"](\.\.\/[^'"]+)['"]/g, (_, path) => `from '${pathToFileURL(join(review, 'dist', 'testing', path)).href}'`);
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, js);
  return import(pathToFileURL(file).href);
}

const { byBusiness, evaluateReviews, formatScores, fromHeldOut, summariseScores } = await load('evaluate');

const figures = {};
try {
  const dev = (await load('review-corpus')).REVIEW_DEV_SET;
  const held = (await load('review-eval-set'))?.REVIEW_EVAL_SET ?? null;
  const devResult = evaluateReviews(dev);
  console.log(formatScores(`Development corpus (${dev.length} reviews; the lexicons are tuned on these)`, devResult.rows));
  figures.dev = devResult.rows;
  const tuning = evaluateReviews(JSON.parse(readFileSync(TUNING_2026_12, 'utf8')));
  console.log('');
  console.log(formatScores(`Tuning set, December 2026 (${tuning.scores.length} reviews; thresholds are chosen with it)`, tuning.rows));
  console.log('');
  console.log(formatScores('Tuning set, by business type', byBusiness(tuning.scores)));
  figures.tuning = tuning.rows;
  if (!held) {
    console.log('\nFirst held-out set: review/src/testing/review-eval-set.ts is missing, not measured.');
    figures.eval = null;
  } else {
    const result = evaluateReviews(held);
    console.log('');
    console.log(formatScores(`First held-out set (${held.length} reviews; never tuned on)`, result.rows));
    const kinds = [...new Set(held.map((r) => r.kind).filter(Boolean))];
    if (kinds.length) {
      const rows = kinds.map((k) =>
        summariseScores(
          k,
          result.scores.filter((s) => s.review.kind === k),
        ),
      );
      console.log('');
      console.log(formatScores('First held-out set by kind of review', rows));
    }
    const business = byBusiness(result.scores);
    console.log('');
    console.log(formatScores('First held-out set, by business type', business));
    figures.eval = result.rows;
    figures.evalByBusiness = business;
  }
  const november = JSON.parse(readFileSync(HELD_OUT_2026_11, 'utf8')).map(fromHeldOut);
  const result = evaluateReviews(november);
  console.log('');
  console.log(formatScores(`November 2026 held-out set (${november.length} reviews; never tuned on), by language`, result.rows));
  const business = byBusiness(result.scores);
  console.log('');
  console.log(formatScores('November 2026 held-out set, by business type', business));
  figures.heldOut = { byLanguage: result.rows, byBusiness: business };
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// What `npm run bench` keeps of this run (scripts/bench.mjs).
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ review: figures }));
