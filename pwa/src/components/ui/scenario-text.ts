/**
 * A booking request's description in the device's language and the
 * session's currency (issue 54). The engine writes the specification's
 * English sentence into each request ('Infosys wants a 3 Nights booking from
 * Monday with 5 rooms with the total rate of ₹45,000'); where the stored
 * description is still that sentence, it is said anew from the request's
 * figures; a description the host wrote is the host's words, shown as written.
 */
import { useCallback } from 'react';
import { dayIndex, type Scenario } from '@front-desk-rm/engine/domain';
import { scenarioDescription } from '@front-desk-rm/engine/forms';
import { useFormat } from '../../i18n/format.js';
import { useT } from '../../i18n/use-t.js';

type Described = Pick<
  Scenario,
  'reservationName' | 'type' | 'checkInDay' | 'roomNights' | 'noOfRoom' | 'noOfBanquet' | 'rateType' | 'totalRate' | 'description'
>;

export function useScenarioText(): (scenario: Described) => string {
  const t = useT();
  const { money, dayName, language } = useFormat();
  return useCallback(
    (s: Described) => {
      if (s.description !== scenarioDescription(s, s.totalRate)) return s.description;
      const index = dayIndex(s.checkInDay);
      // English keeps the day as the request stored it, as the engine's sentence does.
      const day = language === 'en' || index === null ? s.checkInDay : dayName(index);
      return t('scenario.description', {
        type: s.type,
        name: s.reservationName.trim(),
        nights: Number(s.roomNights) || 0,
        day,
        rooms: Number(s.noOfRoom) || 0,
        banquets: Number(s.noOfBanquet) || 0,
        total: money(s.totalRate),
      });
    },
    [t, money, dayName, language],
  );
}
