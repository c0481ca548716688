/**
 * A change in words a host or player recognises, for the list of changes the
 * server refused (issue 54): each mutation's `describe` names one of these
 * messages and its arguments, and each device says it from its catalogue
 * (`rule.change.accept`), which is written from this table. The English here
 * is the catalogue's starting point; ICU, so a count can be a plural.
 */
import type { MessagePart } from '../domain/message-ref.js';
import { argText } from './model.js';

export const CHANGE_MESSAGES = {
  accept: 'Accept “{request}”',
  acceptUnnamed: 'Accept a booking request',
  decline: 'Decline “{request}”',
  declineUnnamed: 'Decline a booking request',
  timedOut: '“{request}” declined when time ran out',
  timedOutUnnamed: 'A booking request declined when time ran out',
  setRatesForWeek: "Set the team's rates for week {week}",
  setRates: "Set the team's rates",
  openWeek: 'Open week {week} of the campaign',
  openNextWeek: "Open the campaign's next week",
  closePricing: 'Close the pricing round',
  drawWeek: "Draw the week's requests from a family",
  sendMessageFrom: 'Send the message from {name}',
  sendMessage: 'Send the message',
  reorderDeck: 'Reorder the booking requests',
  removeHistory: "Remove a player's history",
  reportAfterEnd: "Tell the host this tablet's decisions are all in",
  noteLateArrival: 'Note a decision that arrived after the results were revealed',
  addScenario: 'Add the booking request “{name}”',
  addScenarioUnnamed: 'Add a booking request',
  editScenario: 'Edit the booking request “{name}”',
  editScenarioUnnamed: 'Edit a booking request',
  deleteScenario: 'Delete a booking request',
  importScenarios: '{count, plural, one {Import # booking request} other {Import # booking requests}}',
  importScenariosUncounted: 'Import booking requests',
  createSession: 'Create the session “{name}”',
  createSessionUnnamed: 'Create a session',
  updateSession: 'Edit the session',
  startGame: 'Start the game',
  endGame: 'End the game',
  playAgain: 'Play Again (the round is kept under Past rounds)',
  changeStatus: 'Change the session status',
  moveRoomOnFrom: 'Move the room on from request {position}',
  moveRoomOn: 'Move the room on',
  deleteSession: 'Delete a session',
  cloneSession: 'Run the session again as “{name}”',
  cloneSessionUnnamed: 'Run the session again',
  addMember: 'Add the player “{name}”',
  addMemberUnnamed: 'Add a player',
  shuffleExisting: 'Shuffle the members over the teams',
  shuffleInto: 'Shuffle the members into {teams} teams',
  formTeams: 'Form the teams',
  createTeam: 'Create the team “{name}”',
  createTeamUnnamed: 'Create a team',
  renameTeam: 'Rename a team to “{name}”',
  renameTeamUnnamed: 'Rename a team',
  mergeTeams: 'Merge two teams',
  deleteTeam: 'Delete a team',
  makeCaptain: 'Make a player captain',
  changeRole: "Change a player's role",
  promoteLeader: 'Choose the team captain',
  markTeamReady: 'Mark the team ready',
  takeOutOfTeam: 'Take a player out of their team',
  moveMember: 'Move a player to another team',
  removeMember: 'Remove a player',
  openLobby: 'Join the team lobby',
  unknown: 'A change this app does not know (“{name}”)',
} as const;

export type ChangeMessage = keyof typeof CHANGE_MESSAGES;

/** The messages with an `Unnamed` twin. */
type Nameable = { [K in ChangeMessage]: `${K}Unnamed` extends ChangeMessage ? K : never }[ChangeMessage];

/** The message `key` with its arguments, as a device's catalogue names it. */
export function change(key: ChangeMessage, args?: Record<string, string | number>): MessagePart {
  return args ? { id: `change.${key}`, args } : { id: `change.${key}` };
}

/**
 * A message that names something the device typed (a team's, a request's name) when the raw
 * argument holds one, and its `Unnamed` twin when it does not.
 */
export function named(key: Nameable, value: unknown, argument = 'name'): MessagePart {
  const text = argText(value);
  return text ? change(key, { [argument]: text }) : change(`${key}Unnamed`);
}

/** Every change message as an ICU message in English, by its catalogue id. */
export function changeCatalogue(): Record<string, string> {
  return Object.fromEntries(Object.entries(CHANGE_MESSAGES).map(([key, text]) => [`change.${key}`, text]));
}
