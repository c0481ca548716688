/** The app's one database instance. Importing it is what wakes the sync runtime on a device that had no data yet. */
import { FrontDeskDb } from './db.js';
import { LOCAL_DB_NAME, markLocalDbWanted } from './db-presence.js';

export const db = new FrontDeskDb(LOCAL_DB_NAME);
markLocalDbWanted();
