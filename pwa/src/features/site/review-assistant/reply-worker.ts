/**
 * The on-device reply engine in a worker of its own. Loading it (the lexicons,
 * the reply phrases and the clause classifier's corpus: about 130 KB gzipped)
 * and training the classifier happen off the page's main thread, so the page
 * answers a tap while the engine gets ready. It also tells the review's
 * language for Auto detect, so the page never loads the trigram tables. It says `ready` once loaded, then
 * reads each language once so the first reply finds the classifier trained.
 */
import { replyLanguageOf, trainClauseClassifier } from '@front-desk-rm/review';
import { replyOnDevice } from './reply-on-device.js';
import type { FromEngine, ToEngine } from './reply-engine-messages.js';

const scope = self as unknown as { postMessage(message: FromEngine): void; onmessage: ((event: MessageEvent<ToEngine>) => void) | null };

scope.onmessage = ({ data }) => {
  try {
    if ('languageOf' in data) scope.postMessage({ id: data.id, ok: true, language: replyLanguageOf(data.languageOf) });
    else scope.postMessage({ id: data.id, ok: true, data: replyOnDevice(data.request) });
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
scope.postMessage({ ready: true });
trainClauseClassifier();
