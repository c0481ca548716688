/**
 * The engine's one public entry point: the API contract, the game's rules,
 * its machines and its sync mutations. Pure TypeScript; no DOM or Node API.
 */
export * from './domain/api.js';
export * from './domain/campaign.js';
export * from './domain/common.js';
export * from './domain/days.js';
export * from './domain/game.js';
export * from './domain/game-data.js';
export * from './domain/progress.js';
export * from './domain/messages.js';
export * from './domain/scenario.js';
export * from './domain/session.js';
export * from './domain/site.js';
export * from './domain/sync.js';
export * from './domain/team.js';

export * from './rules/acceptance.js';
export * from './rules/bands.js';
export * from './rules/campaign.js';
export * from './rules/demo-pack.js';
export * from './rules/displacement.js';
export * from './rules/grid.js';
export * from './rules/placement.js';
export * from './rules/live-dashboard.js';
export * from './rules/login.js';
export * from './rules/money.js';
export * from './rules/order.js';
export * from './rules/outcome.js';
export * from './rules/preflight.js';
export * from './rules/replay-team.js';
export * from './rules/room-clock.js';
export * from './rules/revenue-loss.js';
export * from './rules/scenario-form.js';
export * from './rules/scenario-import.js';
export * from './rules/scenario-file-cases.js';
export * from './rules/stats.js';
export * from './rules/team-play.js';
export * from './rules/room-assignment.js';
export * from './rules/pricing.js';
export * from './rules/expected-pricing.js';
export * from './rules/team-rates.js';
export * from './rules/transient-demand.js';
export * from './rules/week-figures.js';
export * from './rules/week-pool.js';
export * from './rules/week-families.js';
export * from './policies/house-shortfall.js';
export * from './policies/deck-meter.js';
export * from './domain/week-family.js';
export * from './rules/wizard.js';

export * from './views/campaign-view.js';
export * from './views/past-round.js';
export * from './views/progress-view.js';
export * from './views/report-view.js';
export * from './views/room-reveal.js';
export * from './views/pricing-view.js';
export * from './views/session-view.js';
export * from './views/team-view.js';
export * from './views/visibility.js';

export * from './machines/booking-timer.machine.js';
export * from './machines/game.machine.js';
export * from './machines/lobby.machine.js';
export * from './machines/results.machine.js';
export * from './machines/session-wizard.machine.js';

export * from './optimum/debrief.js';
export * from './optimum/optimum.js';
export * from './optimum/yardstick.js';
export * from './policies/house-policies.js';
export * from './policies/house-standings.js';
export * from './policies/pricing-policies.js';

export * from './mutations/access.js';
export * from './mutations/campaign-mutations.js';
export * from './mutations/clone-session.js';
export * from './mutations/deck-order-mutations.js';
export * from './mutations/contact-mutations.js';
export * from './mutations/decision-mutations.js';
export * from './mutations/model.js';
export * from './mutations/progress-mutations.js';
export * from './mutations/registry.js';
export * from './mutations/reveal-mutations.js';
export * from './mutations/scenario-mutations.js';
export * from './mutations/session-mutations.js';
export * from './mutations/team-mutations.js';

export * from './review/analyse-review.js';
export { trainClauseClassifier } from './review/clause-classifier.js';
export * from './review/aspects.js';
export * from './review/compose-reply.js';
export * from './review/detect-language.js';
export * from './review/reply-to-request.js';
export { REPLY_LANGUAGES, type Mood, type ReplyLanguage } from './review/language-pack.js';
export * from './mutations/versions/old-version.js';
export * from './mutations/versions/record-decision-v1.js';
export * from './mutations/versions/upcast.js';
