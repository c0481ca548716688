/** Every language pack by its code. */
import type { LanguagePack, ReplyLanguage } from '../language-pack.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

export const PACKS: Record<ReplyLanguage, LanguagePack> = { en, de, fr, es };
