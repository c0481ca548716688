// Checks the held-out review set before anyone measures against it: a
// malformed row or a label whose words are not in the review would make the
// bench's figures meaningless without failing loudly.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['en', 'de', 'fr', 'es'];
const BUSINESSES = { hotel: 24, restaurant: 18, apartment: 18 };
const ASPECTS = new Set([
  'cleanliness',
  'noise',
  'staff',
  'room',
  'bathroom',
  'bed',
  'food',
  'breakfast',
  'wifi',
  'value',
  'location',
  'checkin',
  'parking',
  'amenities',
  'waiting',
  'portions',
  'bill',
  'kitchen',
  'host',
  'fees',
  'temperature',
  'reservation',
]);
const LONG_REVIEW = 600;
const MIN_LONG_PER_LANGUAGE = 8;

const file = fileURLToPath(new URL('./reviews-held-out-2026-11.json', import.meta.url));
const reviews = JSON.parse(readFileSync(file, 'utf8'));
const errors = [];
const fail = (id, message) => errors.push(`${id}: ${message}`);

if (!Array.isArray(reviews)) throw new Error('the set must be a JSON array');

const ids = new Set();
const counts = {};
const complaints = {};
const praises = {};
const long = {};
for (const language of LANGUAGES) {
  counts[language] = {};
  complaints[language] = {};
  praises[language] = {};
  long[language] = 0;
  for (const business of Object.keys(BUSINESSES)) {
    counts[language][business] = 0;
    complaints[language][business] = 0;
    praises[language][business] = 0;
  }
}

for (const review of reviews) {
  const id = review?.id ?? '(no id)';
  if (typeof review.id !== 'string') fail(id, 'id must be a string');
  if (ids.has(id)) fail(id, 'duplicate id');
  ids.add(id);
  const { language, business, stars, text, aspects } = review;
  if (!LANGUAGES.includes(language)) fail(id, `unknown language ${language}`);
  if (!(business in BUSINESSES)) fail(id, `unknown business ${business}`);
  if (id !== '(no id)' && !id.startsWith(`${language}-${business}-`)) fail(id, 'id must start with language-business-');
  if (stars !== null && !(Number.isInteger(stars) && stars >= 1 && stars <= 5)) fail(id, 'stars must be 1..5 or null');
  if (typeof text !== 'string' || text.trim() === '') fail(id, 'text must be a non-empty string');
  if (!Array.isArray(aspects) || aspects.length === 0) fail(id, 'aspects must be a non-empty array');
  const extra = Object.keys(review).filter((key) => !['id', 'language', 'business', 'stars', 'text', 'aspects'].includes(key));
  if (extra.length) fail(id, `unexpected fields ${extra.join(', ')}`);
  if (!counts[language] || !(business in BUSINESSES)) continue;
  counts[language][business] += 1;
  if (typeof text === 'string' && text.length > LONG_REVIEW) long[language] += 1;
  for (const label of aspects ?? []) {
    if (!ASPECTS.has(label.aspect)) fail(id, `unknown aspect ${label.aspect}`);
    if (label.polarity !== 'negative' && label.polarity !== 'positive') fail(id, `polarity must be negative or positive (${label.aspect})`);
    if (typeof label.words !== 'string' || label.words.trim() === '' || !String(text).toLowerCase().includes(label.words.toLowerCase()))
      fail(id, `words not in text: ${JSON.stringify(label.words)}`);
    if (label.polarity === 'negative') complaints[language][business] += 1;
    else praises[language][business] += 1;
  }
}

for (const language of LANGUAGES) {
  for (const [business, expected] of Object.entries(BUSINESSES)) {
    if (counts[language][business] !== expected) fail(`${language}/${business}`, `${counts[language][business]} reviews, expected ${expected}`);
  }
  if (long[language] < MIN_LONG_PER_LANGUAGE)
    fail(language, `${long[language]} reviews over ${LONG_REVIEW} characters, expected at least ${MIN_LONG_PER_LANGUAGE}`);
}

const rows = LANGUAGES.map((language) => ({
  language,
  ...Object.fromEntries(
    Object.keys(BUSINESSES).map((business) => [
      business,
      `${counts[language][business]} reviews, ${complaints[language][business]} complaints, ${praises[language][business]} praises`,
    ]),
  ),
  long: long[language],
}));
console.table(rows);

if (errors.length) {
  console.error(`${errors.length} problem(s):\n${errors.join('\n')}`);
  process.exit(1);
}
console.log(`ok: ${reviews.length} reviews`);
