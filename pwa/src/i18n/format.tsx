/**
 * Figures in the session's currency and the device's language (issue 54):
 * a session's screens are wrapped in `<SessionCurrency>`, and each figure is
 * written with `useFormat()`. The rules never change with the currency.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DAY_NAMES, DEFAULT_GAME_CURRENCY, OCCUPANCY_DAYS, type GameLanguage, type OccupancyDay } from '@front-desk-rm/engine/domain';
import { formatDay, formatMoney, formatNumber, formatPercentIn } from '@front-desk-rm/engine/format';
import { useLanguage } from './use-t.js';

const Currency = createContext<string>(DEFAULT_GAME_CURRENCY);

export function SessionCurrency({ currency, children }: { currency: string | undefined; children: ReactNode }) {
  return <Currency.Provider value={currency ?? DEFAULT_GAME_CURRENCY}>{children}</Currency.Provider>;
}

export interface Format {
  language: GameLanguage;
  currency: string;
  money: (amount: number) => string;
  percent: (percent: number) => string;
  number: (value: number) => string;
  day: (iso: string) => string;
  /** A day of the week as the language shortens it: 'Sun' in English, 'So.' in German. */
  weekday: (day: OccupancyDay) => string;
  /** A day of the week in full, by its index from Sunday (0): 'Monday', 'Montag'. */
  dayName: (index: number) => string;
}

/** 7 January 2024 was a Sunday: the days of that week name the days of any week. */
const SUNDAY = Date.UTC(2024, 0, 7);

function weekdayIn(language: GameLanguage, index: number, width: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(SUNDAY + index * 86_400_000);
}

export function formatterFor(language: GameLanguage, currency: string): Format {
  return {
    language,
    currency,
    money: (amount) => formatMoney(amount, currency, language),
    percent: (percent) => formatPercentIn(percent, language),
    number: (value) => formatNumber(value, language),
    day: (iso) => formatDay(iso, language),
    weekday: (day) => (language === 'en' ? day : weekdayIn(language, OCCUPANCY_DAYS.indexOf(day), 'short')),
    dayName: (index) => (language === 'en' ? DAY_NAMES[index]! : weekdayIn(language, index, 'long')),
  };
}

export function useFormat(): Format {
  const language = useLanguage();
  const currency = useContext(Currency);
  return useMemo(() => formatterFor(language, currency), [language, currency]);
}
