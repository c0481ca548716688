/**
 * Why a declined request could not have been accepted, told of the week gone
 * by, in the language spoken (issue 54): the debrief, the side by side, the
 * report and its file. The engine gives the reason by its parts
 * (`didNotFitSays`) beside its English (`didNotFit`); days and stays are
 * written by `Intl` for the language. English reads as the engine's words.
 */
import { useCallback } from 'react';
import { GRID_DAYS } from '@front-desk-rm/engine/domain';
import type { PlacementSays } from '@front-desk-rm/engine/rules';
import { useFormat, type Format } from '../../i18n/format.js';
import { useT, type Translate } from '../../i18n/use-t.js';
import { stayLabel } from './engine-words.js';

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
      return t('unfit.noShuffle', { stay: stayLabel(t, format, says.stay), wanted: says.wanted });
    case 'notWhole':
      return t('unfit.notWhole', { whole: says.whole, nights: says.stay.length, stay: stayLabel(t, format, says.stay), wanted: says.wanted });
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
