/**
 * The one join page the build prerenders for every game code: its address,
 * whose code (`CODE`) is too short to be any game's, and where the code goes
 * in the heading's sentence. The login draws from these, and the login's entry
 * writes the address's code in by them (`address-code.ts`).
 */
export const LOGIN_TEMPLATE_PATH = '/game/revenue-management/login/CODE';
export const LOGIN_PREFIX = LOGIN_TEMPLATE_PATH.slice(0, LOGIN_TEMPLATE_PATH.lastIndexOf('/') + 1);
export const TEMPLATE_CODE = LOGIN_TEMPLATE_PATH.slice(LOGIN_PREFIX.length);
/** Where the code goes in the heading's sentence. */
export const CODE_SLOT = '{code}';
