/** The app's one database instance; `main.tsx` opens it (and rebuilds it if needed) before the first render. */
import { FrontDeskDb } from './db.js';

export const db = new FrontDeskDb();
