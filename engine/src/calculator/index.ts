/** The site's revenue-loss calculator: what a hotel loses to rooms it could have sold. */
export * from './revenue-loss.js';
