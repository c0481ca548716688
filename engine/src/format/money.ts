import { DEFAULT_GAME_CURRENCY, DEFAULT_GAME_LANGUAGE, formatLocale, type GameLanguage } from '../domain/locale.js';

/** Money as people in the training room read it: ₹ with en-IN grouping, no decimals. */
const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹1,44,000'; a loss as '-₹67,200', the sign before the symbol as Intl writes it. */
export function formatINR(amount: number): string {
  const rounded = Math.round(amount) || 0; // -0 reads as 0
  return rounded < 0 ? `-₹${INR.format(-rounded)}` : `₹${INR.format(rounded)}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a session's currency, written as its language writes it in
 * that currency's country, in whole units: '45.000 €' in German, '€45,000' in
 * English, '₹1,44,000' in the specification's English and rupees. The rules
 * never change with the currency: only how a figure is written.
 */
export function formatMoney(amount: number, currency: string = DEFAULT_GAME_CURRENCY, language: GameLanguage = DEFAULT_GAME_LANGUAGE): string {
  if (currency === DEFAULT_GAME_CURRENCY && language === DEFAULT_GAME_LANGUAGE) return formatINR(amount);
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language, currency), { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return format.format(Math.round(amount) || 0);
}

/** One decimal, as docs/rules.md §20 asks for percentages: '42.9%'. */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}

const percentFormats = new Map<GameLanguage, Intl.NumberFormat>();

/** A percentage with one decimal in a language: '42.9%' in English, '42,9 %' in German and French. */
export function formatPercentIn(percent: number, language: GameLanguage = DEFAULT_GAME_LANGUAGE): string {
  if (language === DEFAULT_GAME_LANGUAGE) return formatPercent(percent);
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    percentFormats.set(language, format);
  }
  return format.format(Math.round(percent * 10) / 1000);
}

const numberFormats = new Map<GameLanguage, Intl.NumberFormat>();

/** A count or a measure as a language groups its digits: '1,250' in English, '1.250' in German. */
export function formatNumber(value: number, language: GameLanguage = DEFAULT_GAME_LANGUAGE): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === DEFAULT_GAME_LANGUAGE ? 'en-IN' : language, { maximumFractionDigits: 1 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}
