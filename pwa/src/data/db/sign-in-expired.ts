/**
 * The one path for a sign-in the server no longer accepts (401), whether a
 * sync round or a screen's read of the server met it: the session's rows leave
 * the device (the outbox stays, for the next sign-in), and the app is told on
 * `window`, where it says so and, in the game, goes to the login.
 */
import type { FrontDeskDb } from './db.js';
import { signOut } from './identity.js';
import { SIGN_IN_EXPIRED_EVENT } from './sign-in-expired-event.js';

export async function signInExpired(db: FrontDeskDb): Promise<void> {
  await signOut(db, { forget: true });
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SIGN_IN_EXPIRED_EVENT));
}
