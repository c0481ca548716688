/**
 * Login form validation (docs/rules.md §5): the field messages and the toast a
 * participant sees. The e-mail and game-code patterns are the ones the
 * server's schemas use (`EMAIL_PATTERN`, `GAME_CODE_PATTERN`), so the form never
 * passes what the API refuses; they carry no zod, which keeps the login screen light.
 */
import { EMAIL_PATTERN, GAME_CODE_PATTERN } from '../domain/patterns.js';
import { MESSAGES } from '../domain/messages.js';

export type LoginRole = 'admin' | 'participant';

export interface LoginInput {
  email: string;
  role: LoginRole;
  password: string;
  gameCode: string;
}

export type LoginField = 'email' | 'password' | 'gameCode';

export type LoginValidation = { ok: true } | { ok: false; errors: Partial<Record<LoginField, string>>; toast?: string };

/**
 * Every problem of the form at once, one message per field; a participant's
 * game-code problem also raises its toast.
 *
 * @example validateLogin({ email: '', role: 'admin', password: 'x', gameCode: '' })
 * // { ok: false, errors: { email: 'Email is required' } }
 */
export function validateLogin(input: LoginInput): LoginValidation {
  const errors: Partial<Record<LoginField, string>> = {};
  let toast: string | undefined;
  const email = input.email.trim();
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email.toLowerCase())) errors.email = MESSAGES.emailInvalid;

  if (input.role === 'admin') {
    // A password may contain spaces, so only an empty box counts as missing.
    if (!input.password) errors.password = MESSAGES.passwordRequired;
  } else {
    const code = input.gameCode.trim();
    if (!code) {
      errors.gameCode = MESSAGES.gameCodeRequired;
      toast = MESSAGES.gameCodeRequiredToast;
    } else if (!GAME_CODE_PATTERN.test(code)) {
      errors.gameCode = MESSAGES.gameCodeFormat;
      toast = MESSAGES.gameCodeInvalidToast;
    }
  }
  if (Object.keys(errors).length === 0) return { ok: true };
  return toast ? { ok: false, errors, toast } : { ok: false, errors };
}
