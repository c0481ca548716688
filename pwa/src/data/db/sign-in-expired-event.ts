/** Told on `window` when the server refused this device's sign-in (see sign-in-expired.ts). A module of its own, so that the app shell can listen without loading the database. */
export const SIGN_IN_EXPIRED_EVENT = 'fdrm:sign-in-expired';
