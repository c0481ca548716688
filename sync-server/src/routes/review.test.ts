import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reviewRequestSchema } from '@front-desk-rm/engine/domain';
import { detectLanguage, replyToRequest } from '@front-desk-rm/review';
import { readConfig } from '../config.js';
import { startHarness, type Harness } from '../testing/harness.js';

const PATH = '/review/reviewsResponse';
const review = {
  review: 'Das Personal war sehr freundlich, aber das Zimmer war nicht sauber und das WLAN funktionierte nicht.',
  startRating: '2',
  bussinessType: 'hotel',
  hotelName: 'Hotel Alpenblick',
  name: 'Anna',
  language: 'de',
  tone: 'formal',
};

/** A stand-in for an OpenAI-compatible provider on the loopback interface: it answers as each test tells it to. */
type Behaviour = 'reply' | 'fail' | 'slow' | 'empty' | 'garbage' | 'english';
let behaviour: Behaviour = 'reply';
const MODEL_REPLY = 'Guten Tag Anna, vielen Dank für Ihre Bewertung. Es tut uns leid, was Sie über die Sauberkeit und das WLAN schreiben. (vom Modell)';
const received: { auth: string | undefined; body: any }[] = [];
let fake: Server;
let fakeUrl: string;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    received.push({ auth: req.headers.authorization, body });
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(payload);
    };
    if (req.url !== '/v1/chat/completions') return send(404, '{}');
    if (behaviour === 'fail') return send(500, '{"error":"overloaded"}');
    if (behaviour === 'garbage') return send(200, 'not json');
    if (behaviour === 'empty') return send(200, JSON.stringify({ choices: [{ message: { content: '  ' } }] }));
    if (behaviour === 'slow') await new Promise((r) => setTimeout(r, 5000));
    const content = behaviour === 'english' ? 'Dear Anna, thank you for your review of our hotel and for your honest words about the room.' : MODEL_REPLY;
    send(200, JSON.stringify({ model: 'fake-model-1', choices: [{ message: { role: 'assistant', content } }] }));
  });
  await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((done) => fake.close(done));
});
afterEach(() => {
  behaviour = 'reply';
  received.length = 0;
});

describe('POST /review/reviewsResponse with the built-in engine', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('drafts a reply in the language and tone asked for, with the analytics, and says the engine wrote it', async () => {
    const r = await h.call('POST', PATH, { body: review });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, message: 'Response generated successfully!', data: { writtenBy: 'engine', variant: 0 } });
    const reply = r.json.data.reply;
    expect(detectLanguage(reply.conclusion).language).toBe('de');
    expect(reply.conclusion).toMatch(/^Guten Tag Anna,/);
    expect(reply.conclusion).toContain('die Sauberkeit');
    expect(reply.conclusion).toContain('das WLAN');
    expect(reply.conclusion).not.toContain('Ausstattung');
    expect(reply.conclusion).toContain('Hotel Alpenblick');
    expect(reply.reviewSummary).toMatch(/^Mixed review \(2 of 5 stars\) from Anna/);
    expect(reply.feedbackAnalysis).toContain('Cleanliness: negative ("nicht sauber")');
    expect(reply.actionableInsights).toMatch(/^Cleanliness: /m);
  });

  it('replies in English when English is asked for a German review, and says the review is in German', async () => {
    const r = await h.call('POST', PATH, { body: { ...review, language: 'en' } });
    expect(detectLanguage(r.json.data.reply.conclusion).language).toBe('en');
    expect(r.json.data.reply.reviewSummary).toContain('The review is in German; the reply is in English as requested');
  });

  it("answers 'auto' in the review's own language, as the page does (an addition: the specification's request answered it in English)", async () => {
    const german = await h.call('POST', PATH, { body: { ...review, language: 'auto' } });
    expect(german.json.data.reply.conclusion).toMatch(/^Guten Tag Anna,/);
    expect(german.json.data.reply.conclusion).toContain('die Sauberkeit');
    const french = "La chambre était sale et le personnel à l'accueil très désagréable, mais le petit-déjeuner était excellent.";
    const r = await h.call('POST', PATH, { body: { ...review, review: french, language: 'auto' } });
    expect(detectLanguage(r.json.data.reply.conclusion).language).toBe('fr');
    // The answer says what Auto detect chose, so a page that could not tell on its own still says it.
    expect(german.json.data.detected).toEqual({ language: 'de', sure: true });
    expect(r.json.data.detected).toEqual({ language: 'fr', sure: true });
    expect((await h.call('POST', PATH, { body: { ...review, review: 'Top!', language: 'auto' } })).json.data.detected).toEqual({ language: 'en', sure: false });
    expect((await h.call('POST', PATH, { body: { ...review, language: 'en' } })).json.data).not.toHaveProperty('detected');
    // Absent, the language is 'auto' too; a review too short to tell is answered in English.
    const { language: _omitted, ...noLanguage } = review;
    expect(detectLanguage((await h.call('POST', PATH, { body: noLanguage })).json.data.reply.conclusion).language).toBe('de');
    expect(detectLanguage((await h.call('POST', PATH, { body: { ...review, review: 'Top!', language: 'auto' } })).json.data.reply.conclusion).language).toBe(
      'en',
    );
  });

  it('answers a sarcastic review as the complaint it is: the hot water, with no thanks for the "fantastic service"', async () => {
    const sarcastic = 'Oh wonderful, a third night with no hot water. Exactly what I wanted after a ten-hour flight. Truly fantastic service.';
    const body = { ...review, review: sarcastic, hotelName: 'Harbour View', name: 'Sam', startRating: '0', tone: 'neutral', language: 'auto' };
    const r = await h.call('POST', PATH, { body });
    const reply = r.json.data.reply.conclusion as string;
    expect(reply).toMatch(/^Hello Sam,/);
    expect(reply).toContain('the hot water');
    expect(reply).not.toMatch(/delighted|enjoyed|thank you for the (kind|lovely)/i);
    expect(detectLanguage(reply).language).toBe('en');
  });

  it('answers with exactly what replyToRequest gives, the function the page runs on the device with no network', async () => {
    for (const body of [review, { ...review, language: 'fr', tone: 'casual', variant: 3 }, { ...review, startRating: '0', bussinessType: 'restaurant' }]) {
      const r = await h.call('POST', PATH, { body });
      expect(r.json.data.reply).toEqual(replyToRequest(reviewRequestSchema.parse(body)).reply);
    }
  });

  it('lists what it found, and answers a complaint the manager ticks that it missed', async () => {
    const body = { ...review, review: 'Das Personal war sehr freundlich.', startRating: '3', language: 'en' };
    const plain = (await h.call('POST', PATH, { body })).json.data;
    expect(plain.found).toEqual({ complaints: [], praises: [expect.objectContaining({ aspect: 'staff' })] });
    const ticked = (await h.call('POST', PATH, { body: { ...body, alsoComplaints: ['parking', 'no-such-aspect'] } })).json.data;
    expect(ticked.found.complaints.map((c: { aspect: string }) => c.aspect)).toEqual(['parking']);
    expect(ticked.reply.conclusion).toMatch(/parking/i);
    expect((await h.call('POST', PATH, { body: { ...body, alsoComplaints: 'parking' } })).status).toBe(400);
  });

  it('leaves out what the manager removed from what was read: no apology for it and no thanks, the rest answered', async () => {
    const body = { ...review, review: 'Breakfast was cold and the room was noisy at night, but the staff were lovely.', language: 'en' };
    const read = (await h.call('POST', PATH, { body })).json.data;
    expect(read.found.complaints.map((c: { aspect: string }) => c.aspect)).toEqual(expect.arrayContaining(['breakfast', 'noise']));
    const edited = (await h.call('POST', PATH, { body: { ...body, notAspects: ['breakfast', 'staff', 'no-such-aspect'] } })).json.data;
    expect(edited.found.complaints.map((c: { aspect: string }) => c.aspect)).toEqual(['noise']);
    expect(edited.found.praises).toEqual([]);
    expect(edited.reply.conclusion).not.toMatch(/breakfast|staff/i);
    expect(edited.reply.conclusion).toMatch(/nois/i);
    expect((await h.call('POST', PATH, { body: { ...body, notAspects: 'breakfast' } })).status).toBe(400);
  });

  it('says when the review judges something it could not place, and then writes no topic, only general words', async () => {
    const body = { ...review, review: 'Great location. Sadly it was a disappointment in the end.', language: 'en' };
    const answer = (await h.call('POST', PATH, { body })).json.data;
    expect(answer.found).toMatchObject({ complaints: [], unplaced: true });
    expect(answer.reply.conclusion).toContain('We are sorry that your experience did not live up to your expectations.');
    const placed = (await h.call('POST', PATH, { body: { ...body, review: 'Great location, but the room was dirty.' } })).json.data;
    expect(placed.found.unplaced).toBeUndefined();
  });

  it('gives another wording for the next variant (Regenerate) and the same for the same one', async () => {
    const first = (await h.call('POST', PATH, { body: review })).json.data.reply.conclusion;
    const again = (await h.call('POST', PATH, { body: review })).json.data.reply.conclusion;
    const next = await h.call('POST', PATH, { body: { ...review, variant: 1 } });
    expect(again).toBe(first);
    expect(next.json.data).toMatchObject({ variant: 1, writtenBy: 'engine' });
    expect(next.json.data.reply.conclusion).not.toBe(first);
  });

  it('takes the defaults of the page: hotel, no stars, neutral', async () => {
    const r = await h.call('POST', PATH, { body: { review: 'Lovely breakfast!', hotelName: 'Lakeview', name: 'Ravi' } });
    expect(r.status).toBe(200);
    expect(r.json.data.reply.conclusion).toMatch(/^Hello Ravi,/);
    expect(r.json.data.reply.reviewSummary).not.toMatch(/stars/);
  });

  it.each([
    [{ ...review, review: '   ' }, 'review: review is required'],
    [{ ...review, hotelName: undefined }, 'hotelName: hotelName is required'],
    [{ ...review, name: '' }, 'name: name is required'],
    [{ ...review, startRating: '9' }, 'startRating: startRating must be 0 to 5'],
    [{ ...review, bussinessType: 'spa' }, 'bussinessType: bussinessType must be hotel, restaurant, apartment'],
    [{ ...review, language: 'it' }, 'language: language must be auto, en, de, fr, es'],
    [{ ...review, tone: 'angry' }, 'tone: tone must be neutral, formal, casual, friendly'],
    [{ ...review, variant: -2 }, 'variant: variant must be a whole number from 0 to 1000000'],
    [[], 'Invalid input: expected object, received array'],
  ])('refuses a bad body with 400 and a clear message (%#)', async (body, message) => {
    const r = await h.call('POST', PATH, { body });
    expect(r.status).toBe(400);
    expect(r.json.success).toBe(false);
    expect(r.json.message).toContain(message);
  });

  it('refuses unreadable JSON and wrong methods without a 500', async () => {
    expect(await h.call('POST', PATH, { raw: '{"review":', headers: { 'Content-Type': 'application/json' } })).toMatchObject({
      status: 400,
      json: { message: 'Request body must be valid JSON' },
    });
    expect((await h.call('GET', PATH)).status).toBe(404);
  });
});

describe('POST /review/reviewsResponse with a provider configured', () => {
  let h: Harness;
  beforeAll(async () => {
    // 1.5 s: at 400 ms the fake provider's answer came late on a loaded machine (ci15), and the reply fell back.
    h = await startHarness({ reviewProvider: { baseUrl: fakeUrl, model: 'fake-model-1', key: 'test-key', timeoutMs: 1500 } });
  });
  afterAll(() => h.close());

  it("uses the provider's reply, keeps the engine's analytics, and says the provider wrote it", async () => {
    const r = await h.call('POST', PATH, { body: { ...review, variant: 3 } });
    expect(r.json).toMatchObject({ success: true, data: { writtenBy: 'provider', variant: 3, reply: { conclusion: MODEL_REPLY } } });
    expect(r.json.data.reply.feedbackAnalysis).toContain('Cleanliness: negative');
    expect(received).toHaveLength(1);
    const sent = received[0]!;
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'fake-model-1', seed: 3 });
    expect(sent.body.messages[0].content).toContain('Write in German only, in a formal tone.');
    expect(sent.body.messages[1].content).toContain(review.review);
    expect(sent.body.messages[1].content).toContain('Complained about: Cleanliness, Wi-Fi.');
    expect(sent.body.messages[1].content).toContain('Praised: Staff and service.');
  });

  it.each(['fail', 'garbage', 'empty', 'english'] as const)('falls back to the built-in engine when the provider answers %s', async (b) => {
    behaviour = b;
    const r = await h.call('POST', PATH, { body: review });
    expect(r.status).toBe(200);
    expect(r.json.data.writtenBy).toBe('engine');
    expect(r.json.data.reply.conclusion).toMatch(/^Guten Tag Anna,/);
    expect(received).toHaveLength(1);
  });

  it('falls back to the built-in engine when the provider does not answer in time', async () => {
    behaviour = 'slow';
    const started = Date.now();
    const r = await h.call('POST', PATH, { body: review });
    expect(r.json.data.writtenBy).toBe('engine');
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

describe('POST /review/reviewsResponse with an unreachable provider', () => {
  it('falls back to the built-in engine', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const h = await startHarness({ reviewProvider: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', timeoutMs: 1000 } });
    try {
      const r = await h.call('POST', PATH, { body: review });
      expect(r.json).toMatchObject({ success: true, data: { writtenBy: 'engine' } });
    } finally {
      await h.close();
    }
  });
});

describe('review provider configuration', () => {
  it('is off unless both the base URL and the model are set', () => {
    expect(readConfig({} as NodeJS.ProcessEnv).reviewProvider).toBeNull();
    expect(readConfig({ REVIEW_AI_BASE_URL: 'http://127.0.0.1:9/v1' } as NodeJS.ProcessEnv).reviewProvider).toBeNull();
  });

  it('reads the base URL, model, key and timeout', () => {
    const env = {
      REVIEW_AI_BASE_URL: 'https://llm.example/v1',
      REVIEW_AI_MODEL: 'small',
      REVIEW_AI_KEY: 'k',
      REVIEW_AI_TIMEOUT_MS: '2500',
    } as NodeJS.ProcessEnv;
    expect(readConfig(env).reviewProvider).toEqual({ baseUrl: 'https://llm.example/v1', model: 'small', key: 'k', timeoutMs: 2500 });
    expect(readConfig({ ...env, REVIEW_AI_TIMEOUT_MS: undefined }).reviewProvider?.timeoutMs).toBe(8000);
  });

  it('says what is wrong with a bad address or timeout', () => {
    expect(() => readConfig({ REVIEW_AI_BASE_URL: 'llm.example', REVIEW_AI_MODEL: 'm' } as NodeJS.ProcessEnv)).toThrow(
      "REVIEW_AI_BASE_URL must be an http(s) address, not 'llm.example'",
    );
    expect(() => readConfig({ REVIEW_AI_BASE_URL: 'http://x', REVIEW_AI_MODEL: 'm', REVIEW_AI_TIMEOUT_MS: 'soon' } as NodeJS.ProcessEnv)).toThrow(
      'REVIEW_AI_TIMEOUT_MS must be 100 to 120000 milliseconds',
    );
  });
});
