import { describe, expect, it } from 'vitest';
import { reviewRequestSchema } from '@front-desk-rm/engine/domain';
import { detectedFor, foundAspects, replyToRequest } from '@front-desk-rm/review';
import { apiPath } from '../../../data/api/client.js';
import { composeOnDevice, detectOnDevice, generateReviewResponse, preloadOnDevice } from './generate-review-response.js';

const request = reviewRequestSchema.parse({ review: 'Lovely staff', hotelName: 'Lakeview', name: 'Ravi' });
const reply = { reviewSummary: 's', feedbackAnalysis: 'f', actionableInsights: 'a', conclusion: 'Hello Ravi,' };
const answering = (status: number, body: string) => async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

describe('generateReviewResponse', () => {
  it('posts the request to the assistant and reads the reply', async () => {
    let seen: { url: string; init: RequestInit | undefined } | null = null;
    const outcome = await generateReviewResponse(request, async (url, init) => {
      seen = { url: String(url), init };
      return new Response(JSON.stringify({ success: true, message: 'Response generated successfully!', data: { reply, writtenBy: 'engine', variant: 0 } }));
    });
    expect(outcome).toEqual({ ok: true, data: { reply, writtenBy: 'engine', variant: 0 }, onDevice: false });
    expect(seen!.url).toBe(apiPath('reviewsResponse'));
    expect(seen!.init?.method).toBe('POST');
    expect(JSON.parse(String(seen!.init?.body))).toEqual(request);
  });

  it("reports a refusal as failed with the server's reason", async () => {
    expect(await generateReviewResponse(request, answering(200, '{"success":false}'))).toEqual({ ok: false, reason: 'failed', message: null });
    expect(await generateReviewResponse(request, answering(400, '{"success":false,"message":"review: review is required"}'))).toEqual({
      ok: false,
      reason: 'failed',
      message: 'review: review is required',
    });
    expect(await generateReviewResponse(request, answering(200, '{"success":true,"data":{}}'))).toEqual({ ok: false, reason: 'error', message: null });
  });

  it('writes the reply on the device, as the server would have, when no answer comes or the server is in trouble', async () => {
    const offline = await generateReviewResponse(request, async () => {
      throw new TypeError('Failed to fetch');
    });
    const expected = {
      reply: replyToRequest(request).reply,
      writtenBy: 'engine',
      variant: 0,
      // The request names no language, so Auto detect: the reply says which it chose, as the server's does.
      ...detectedFor(request),
      found: foundAspects(replyToRequest(request).analysis),
    };
    expect(offline).toEqual({ ok: true, data: expected, onDevice: true });
    expect(await generateReviewResponse(request, answering(502, '<html>Bad gateway</html>'))).toEqual({ ok: true, data: expected, onDevice: true });
    const german = replyToRequest({ ...request, language: 'de', variant: 2 });
    expect(await composeOnDevice({ ...request, language: 'de', variant: 2 })).toEqual({
      reply: german.reply,
      writtenBy: 'engine',
      variant: 2,
      found: foundAspects(german.analysis),
    });
  });

  it('says the server was unreachable and the engine not loaded, rather than nothing, when both fail', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const chunkLost = async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    expect(await generateReviewResponse(request, offline, chunkLost)).toEqual({ ok: false, reason: 'unreachable', message: null });
    expect(await generateReviewResponse(request, answering(503, 'down'), chunkLost)).toEqual({ ok: false, reason: 'unreachable', message: null });
  });

  it('loads the engine once, however often it is asked for', async () => {
    const [a, b] = await Promise.all([preloadOnDevice(), preloadOnDevice()]);
    expect(a).toBe(b);
    expect(typeof a.reply).toBe('function');
  });

  it("tells the review's language on the device by the engine's rule, for Auto detect", async () => {
    expect(await detectOnDevice('Das Zimmer war sehr sauber und das Personal ausgesprochen freundlich.')).toEqual({ language: 'de', sure: true });
    expect(await detectOnDevice('Top!')).toEqual({ language: 'en', sure: false });
  });
});
