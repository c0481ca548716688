/** What each role may see of a session: the projector, a team, the report, the reveal. */
export * from './campaign-view.js';
export * from './past-round.js';
export * from './progress-view.js';
export * from './report-view.js';
export * from './room-reveal.js';
export * from './pricing-view.js';
export * from './session-view.js';
export * from './team-view.js';
export * from './visibility.js';
