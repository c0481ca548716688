/**
 * Figures in the session's currency and the device's language (issue 54):
 * a session's screens are wrapped in `<SessionCurrency>`, and each figure is
 * written with `useFormat()`. The rules never change with the currency.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_GAME_CURRENCY, type GameLanguage } from '@front-desk-rm/engine/domain';
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
}

export function formatterFor(language: GameLanguage, currency: string): Format {
  return {
    language,
    currency,
    money: (amount) => formatMoney(amount, currency, language),
    percent: (percent) => formatPercentIn(percent, language),
    number: (value) => formatNumber(value, language),
    day: (iso) => formatDay(iso, language),
  };
}

export function useFormat(): Format {
  const language = useLanguage();
  const currency = useContext(Currency);
  return useMemo(() => formatterFor(language, currency), [language, currency]);
}
