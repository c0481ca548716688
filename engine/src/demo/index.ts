/** The seeded demo: its hotel, its deck and the requests a new session is offered. */
export * from './demo-pack.js';
