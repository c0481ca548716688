/** Login form validation (spec/game.md §5): field messages and the toasts the participant sees. */
import { GAME_CODE_PATTERN } from '../domain/common.js';
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

// The pattern the form checks before any call: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(input: LoginInput): LoginValidation {
  const errors: Partial<Record<LoginField, string>> = {};
  let toast: string | undefined;
  const email = input.email.trim();
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.emailInvalid;

  if (input.role === 'admin') {
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
