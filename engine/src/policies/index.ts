/** The house teams' textbook policies, what a deck teaches, and why a policy lost. */
export * from './house-shortfall.js';
export * from './deck-meter.js';
export * from './house-policies.js';
export * from './house-standings.js';
export * from './pricing-policies.js';
