/**
 * The scenario files every reader is held to (issue 52): each as a host might
 * upload it, and what reading it must answer. The engine's reader is tested
 * over them and the API's import over the same files, so the app's preview
 * and the server can never disagree on one. The server's tests reach
 * them through the engine's `./testing/scenario-files` export.
 */
export interface ScenarioFileCase {
  name: string;
  format: 'csv' | 'json';
  content: string;
  /** Reservation names of the rows read, in order, with their lines; or the refusal. */
  expected: { rows: [line: number, reservationName: string][] } | { message: string; lines: number[] };
}

const HEADER = 'reservationName,type,checkInDay,roomNights,noOfRoom,rateType';

export const SCENARIO_FILES: readonly ScenarioFileCase[] = [
  {
    name: 'comma-separated, a quoted name with a comma',
    format: 'csv',
    content: `${HEADER}\nInfosys,RoomOnly,Monday,3,5,standard\n"Sharma, Wedding",RoomAndBanquet,Friday,2,4,deluxe;Grand Ballroom\n`,
    expected: {
      rows: [
        [2, 'Infosys'],
        [3, 'Sharma, Wedding'],
      ],
    },
  },
  {
    name: 'semicolon-separated, as Excel writes it in German, French and Spanish, with a byte-order mark',
    format: 'csv',
    content: `\uFEFF${HEADER.replaceAll(',', ';')}\r\nMüller GmbH;RoomOnly;Tuesday;2;3;standard\r\n"Dupont; famille";RoomAndBanquet;Friday;1;2;"deluxe;Grand Ballroom"\r\n`,
    expected: {
      rows: [
        [2, 'Müller GmbH'],
        [3, 'Dupont; famille'],
      ],
    },
  },
  {
    name: 'a header and no rows',
    format: 'csv',
    content: `${HEADER}\n`,
    expected: { rows: [] },
  },
  {
    name: 'a stray quote',
    format: 'csv',
    content: `${HEADER}\nInfosys,RoomOnly,Monday,3,5,standard\n"Open quote,RoomOnly,Monday,1,1,standard\n`,
    expected: { message: 'The CSV file could not be read', lines: [3] },
  },
  {
    name: 'a row with more cells than the header',
    format: 'csv',
    content: 'a,b\n1,2,3\n',
    expected: { message: 'The CSV file could not be read', lines: [2] },
  },
  {
    name: 'a JSON array',
    format: 'json',
    content: JSON.stringify([{ reservationName: 'Walk-in', type: 'RoomOnly', checkInDay: 'Tue', roomNights: 1, noOfRoom: 1, rateType: ['standard'] }]),
    expected: { rows: [[1, 'Walk-in']] },
  },
  {
    name: 'JSON that is not an array',
    format: 'json',
    content: '{}',
    expected: { message: 'The JSON file must hold an array of scenarios', lines: [1] },
  },
  {
    name: 'a JSON item that is not an object',
    format: 'json',
    content: '[{"reservationName":"A"}, 1]',
    expected: { message: '1 row has errors; nothing was imported', lines: [2] },
  },
  {
    name: 'broken JSON',
    format: 'json',
    content: '[{',
    expected: { message: 'The file is not valid JSON', lines: [1] },
  },
];
