/**
 * Where a request would land, said in the language spoken (issue 54): the
 * engine's `placement` gives it by its parts (`says`) beside its English
 * `summary`; the sentence is the catalogue's, its lists joined as the language
 * joins them, its days named by `Intl` in it. English reads word for word as
 * the engine's summary.
 */
import { DEFAULT_GAME_CURRENCY, GRID_DAYS, type GameLanguage } from '@front-desk-rm/engine/domain';
import type { Placement, PlacementSays } from '@front-desk-rm/engine/rules';
import { formatterFor } from '../../../i18n/format.js';
import type { Translate } from '../../../i18n/use-t.js';
import { stayLabel } from '../../../components/ui/engine-words.js';

/** 'A and B', 'A, B and C' as the language joins a list (British English: no comma before 'and', as the engine writes). */
function joined(language: string, items: readonly string[]): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(items);
}

/** 'Room 1', 'Rooms 2 and 3', 'Rooms 1–6': runs of three or more numbers as a range; rooms with other names by name. */
function rooms(t: Translate, language: string, keys: readonly string[]): string {
  const numbers = keys.map((k) => Number(/^Room (\d+)$/.exec(k)?.[1]));
  if (numbers.some((n) => !Number.isInteger(n))) return joined(language, keys);
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const parts = runs.flatMap(([a, b]) => (b - a >= 2 ? [`${a}–${b}`] : b === a ? [`${a}`] : [`${a}`, `${b}`]));
  return t('play.placement.rooms', { count: numbers.length, list: joined(language, parts) });
}

export function placementText(t: Translate, language: GameLanguage, where: Placement | { fits: boolean; summary: string; says?: PlacementSays }): string {
  const says = 'says' in where ? where.says : undefined;
  if (!says) return where.summary;
  // The days' names, which no currency changes.
  const days = formatterFor(language, DEFAULT_GAME_CURRENCY);
  switch (says.kind) {
    case 'nothing':
      return t('play.placement.nothing');
    case 'noStay':
      return t('play.placement.noStay');
    case 'hallMissing':
      return t('play.placement.hallMissing');
    case 'hallTaken':
      return t('play.placement.hallTaken', { hall: says.hall, day: days.dayName(GRID_DAYS.indexOf(says.day)) });
    case 'short':
      return t('play.placement.short', { day: days.dayName(GRID_DAYS.indexOf(says.day)), left: says.left, wanted: says.wanted });
    case 'noShuffle':
      return t('play.placement.noShuffle', { stay: stayLabel(t, days, says.stay), wanted: says.wanted });
    case 'notWhole':
      return t('play.placement.notWhole', { whole: says.whole, nights: says.stay.length, stay: stayLabel(t, days, says.stay), wanted: says.wanted });
    case 'fits': {
      const hall = says.hall ? [t('play.placement.hall', { hall: says.hall })] : [];
      const needs = joined(language, [...(says.rooms > 0 ? [t('play.placement.needRooms', { count: says.rooms })] : []), ...hall]);
      const placed = [...(says.placed.length > 0 ? [rooms(t, language, says.placed)] : []), ...hall];
      const values = {
        needs,
        stay: stayLabel(t, days, says.stay),
        placed: joined(language, placed),
        free: placed.length === 1 && says.placed.length <= 1 ? 1 : 2,
        nights: says.stay.length,
      };
      return t(says.moved ? 'play.placement.fitsMoved' : 'play.placement.fits', values);
    }
  }
}
