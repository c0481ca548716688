/**
 * Plain patterns with no zod behind them, so a screen that only checks a form
 * (the login) does not ship the schema library. The schemas use the same ones.
 */

/** The game code: 5-10 alphanumeric characters (docs/rules.md §9), matched case-insensitively. */
export const GAME_CODE_PATTERN = /^[a-zA-Z0-9]{5,10}$/;

/** zod's own e-mail pattern (`z.regexes.email`), named here so the form and the API agree by construction. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
