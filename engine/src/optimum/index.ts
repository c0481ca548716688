/** The best possible week and the best plan on the forecast, solved as a linear programme (the solver is passed in). */
export * from './debrief.js';
export * from './optimum.js';
export * from './yardstick.js';
