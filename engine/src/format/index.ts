/** How the game writes amounts of money: one formatting for every screen, the report and the CSV. */
export * from './money.js';
