import { describe, expect, it } from 'vitest';
import { attachmentName, fetchFile } from './file-download.js';

describe('fetchFile', () => {
  it("fetches a catalogued call's file with the caller's token, named as the server names it", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const answer = await fetchFile('progressCsv', {
      token: 'tok',
      fallbackName: 'progress.csv',
      fetch: async (input, init) => {
        sent.push({ url: String(input), init: init ?? {} });
        return new Response('\ufeffName,E-mail\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="front-desk-rm-progress-2026-11-27.csv"' },
        });
      },
    });
    expect(sent[0]).toMatchObject({ url: '/api/progress/csv', init: { headers: { Authorization: 'tok' } } });
    expect(answer.ok && answer.fileName).toBe('front-desk-rm-progress-2026-11-27.csv');
    // The byte-order mark stays in the file, for Excel.
    expect(answer.ok && new Uint8Array(await answer.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("tells the server's refusal, in its words, from no network", async () => {
    const refused = await fetchFile('progressCsv', {
      token: 'tok',
      fallbackName: 'p.csv',
      fetch: async () => new Response(JSON.stringify({ success: false, message: 'You do not have access to this' }), { status: 403 }),
    });
    expect(refused).toEqual({ ok: false, offline: false, status: 403, message: 'You do not have access to this' });
    const offline = await fetchFile('progressCsv', {
      token: 'tok',
      fallbackName: 'p.csv',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(offline).toMatchObject({ ok: false, offline: true, status: 0 });
  });

  it('reads the attachment name, or falls back when there is none', () => {
    expect(attachmentName('attachment; filename="a b.csv"', 'x.csv')).toBe('a b.csv');
    expect(attachmentName('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
    expect(attachmentName('inline', 'x.csv')).toBe('x.csv');
  });
});
