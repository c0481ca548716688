/** How the game writes amounts of money and days: one formatting for every screen, the report and the CSV. */
export * from './money.js';
export * from './day.js';
