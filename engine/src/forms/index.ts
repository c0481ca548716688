/** What a host or player types, checked: the login, the session wizard, a booking request's form and the scenario file a host imports. */
export * from './login.js';
export * from './scenario-form.js';
export * from './scenario-import.js';
export * from './wizard.js';
