/**
 * Why a declined request could not have been accepted, told of the week gone
 * by, in the language spoken (issue 54): the debrief, the side by side, the
 * report and its file. The engine gives the reason by its parts
 * (`didNotFitSays`) beside its English (`didNotFit`); days and stays are
 * written by `Intl` for the language. English reads as the engine's words.
 */
import { useCallback } from 'react';
import { GRID_DAYS, OCCUPANCY_DAYS, type GridDay } from '@front-desk-rm/engine/domain';
import type { PlacementSays } from '@front-desk-rm/engine/rules';
import { useFormat, type Format } from '../../i18n/format.js';
import { useT, type Translate } from '../../i18n/use-t.js';

const weekday = (format: Format, day: GridDay) => format.weekday(OCCUPANCY_DAYS[GRID_DAYS.indexOf(day)]!);

function stay(t: Translate, format: Format, nights: readonly GridDay[]): string {
  if (nights.length <= 1) return nights.length === 0 ? '' : weekday(format, nights[0]!);
  return t('unfit.stayRange', { from: weekday(format, nights[0]!), to: weekday(format, nights[nights.length - 1]!) });
}

/** The reason in words: `says` when the engine gave it, else its English as it came. */
export function unfitText(t: Translate, format: Format, english: string, says: PlacementSays | null | undefined): string {
  switch (says?.kind) {
    case 'noStay':
      return t('unfit.noStay');
    case 'hallMissing':
      return t('unfit.hallMissing');
    case 'hallTaken':
      return t('unfit.hallTaken', { hall: says.hall, day: format.dayName(GRID_DAYS.indexOf(says.day)) });
    case 'short':
      return t('unfit.short', { day: format.dayName(GRID_DAYS.indexOf(says.day)), left: says.left, wanted: says.wanted });
    case 'noShuffle':
      return t('unfit.noShuffle', { stay: stay(t, format, says.stay), wanted: says.wanted });
    case 'notWhole':
      return t('unfit.notWhole', { whole: says.whole, nights: says.stay.length, stay: stay(t, format, says.stay), wanted: says.wanted });
    default:
      return english;
  }
}

export type UnfitText = (english: string, says: PlacementSays | null | undefined) => string;

/** `unfitText` in the language spoken now. */
export function useUnfitText(): UnfitText {
  const t = useT();
  const format = useFormat();
  return useCallback((english: string, says: PlacementSays | null | undefined) => unfitText(t, format, english, says), [t, format]);
}
