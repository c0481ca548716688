/** Every write that must reach the server: `defineMutation`s, the registry, and the versions of old arguments still read. */
export * from './access.js';
export * from './campaign-mutations.js';
export * from './clone-session.js';
export * from './deck-order-mutations.js';
export * from './contact-mutations.js';
export * from './decision-mutations.js';
export * from './model.js';
export * from './progress-mutations.js';
export * from './refusals.js';
export * from './registry.js';
export * from './reveal-mutations.js';
export * from './scenario-mutations.js';
export * from './session-mutations.js';
export * from './team-mutations.js';
export * from './versions/old-version.js';
export * from './versions/record-decision-v1.js';
export * from './versions/upcast.js';
