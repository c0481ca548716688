/**
 * The words the rules refuse a change with, by the mutations that say them:
 * the documented API's English, and the tables `refusals.ts` names for each
 * device to say in its own language. Kept apart from the mutations so that a
 * device that loads a player's mutations only carries every refusal's words
 * without the host's mutations beside them.
 */
import { MESSAGES } from '../domain/messages.js';

/** A campaign's weeks and its pricing rounds. */
export const CAMPAIGN_MESSAGES = {
  notCampaign: 'This session is a single week',
  weekNotEnded: 'End this week first: the room sees its debrief before the next week opens',
  lastWeek: "This was the campaign's last week",
  weekAhead: 'That week has not opened yet',
  notPricingWeek: 'This week has no pricing round',
  pricingClosed: 'The host has closed the pricing round: the deck is open',
  pricingNotOpen: 'The pricing round opens when the host starts the week',
  pricingMadeAfterClose: 'These rates were set after the host closed the pricing round, so they do not count',
  weekClosed: 'That week is over: its rates can no longer change',
  resultsOut: "The week's results are out: rates that reach the server after them do not count",
  captainPrices: "Only the team captain can set the team's rates",
  outOfBounds: (min: number, max: number) => `Each night's rate must be between ${min} and ${max}`,
  laterRatesStand: 'Your team set newer rates already; these older ones do not replace them',
  drawBeforeStart: 'A week is drawn before it starts: this one has started',
  drawOverWritten: (n: number) =>
    `This week already has ${n} ${n === 1 ? 'request' : 'requests'} you wrote or imported: delete ${n === 1 ? 'it' : 'them'} first, or write the week yourself`,
  drawOverPlayed: 'These requests have decisions from an earlier round: the drawn week stays as it is',
} as const;

/** A booking decision. */
export const DECISION_MESSAGES = {
  notStarted: 'The game has not started yet',
  ended: 'The game has ended',
  captainDecides: 'Only the team captain can decide for the team',
  decidedOtherwise: 'Your team already decided this booking request',
  timerDeclines: 'The booking timer can only decline a request',
  madeAfterEnd: 'This decision was made after the host ended the game, so it does not count',
  afterReveal: 'The results were revealed before this decision reached the server, so it does not count',
  paused: MESSAGES.paused,
  roomNotThere: 'The room has not reached this request yet: the host moves the room on',
  weekAhead: 'This request belongs to a week that has not opened yet',
  pricingFirst: 'Set your rates first: the deck opens when the host closes the pricing round',
  movedOn: (position: number) => `This decision was made after the host moved the room on from request ${position}, so it does not count`,
} as const;

/** The deck's order. */
export const DECK_ORDER_MESSAGES = {
  started: 'The order of the deck is fixed once the game has started',
  notTheDeck: (n: number) => `The new order must name each of the session's ${n} ${n === 1 ? 'request' : 'requests'} once, and no other`,
} as const;

/** A player's history removed on request. */
export const REMOVE_HISTORY_MESSAGES = {
  noSuchParticipant: 'No participant with this e-mail is in this session',
} as const;

/** The booking requests a host writes or imports. */
export const SCENARIO_MESSAGES = {
  lockedOnceStarted: 'Scenarios can be edited or deleted only before the game starts',
  ended: 'Scenarios cannot be added after the game has ended',
  unknownRateType: (name: string) => `Unknown rate type '${name}': use one of the session's rate types or banquet halls`,
  noRooms: 'A room booking needs at least one room',
  noHall: "A banquet booking needs one of the session's banquet halls as a rate type",
  importInvalid: (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
  importEmpty: 'The file holds no scenarios',
} as const;

/** A session and the room it runs. */
export const SESSION_MESSAGES = {
  alreadyLive: 'The game has already started',
  revealedStays: 'The room has seen the results: they stay revealed',
  notLive: 'The game is not live',
  endedCannotStart: 'The game has ended; reset it before starting again',
  lockedOnceStarted: 'Hotel details cannot change once the game has started',
  houseAfterEnd: 'House teams cannot change once the game has ended; Play Again starts it afresh',
  adminsOnly: 'Only a host can create a session',
  notInStep: 'The room is not in step: each team plays at its own pace',
  roomNotThere: 'The room is not on that request: it has moved on already',
  roomAtEnd: 'The room has passed the last request; end the game to show the results',
  lockedInCampaign: "The hotel stays as the campaign's earlier weeks played it; its next forecast comes from pick-up",
} as const;

/** Teams and their members. */
export const TEAM_MESSAGES = {
  sessionEnded: 'This game session has ended',
  sessionFull: 'This game session is full',
  alreadyJoined: 'This email has already joined the session',
  teamsLocked: 'Teams cannot be reshuffled once the game has started',
  noParticipants: 'There are no participants to shuffle into teams',
  notInTeam: 'Assign the member to a team first',
  leaderExists: 'This team already has a leader',
  selfPromotion: 'You cannot promote yourself',
  leaderOnly: 'Only the team leader can mark the team ready',
  alreadyInTeam: 'The member is already in this team',
  alreadyUnassigned: 'The member is already unassigned',
  sameTeam: 'Choose another team to merge into',
  teamsAfterEnd: 'Teams cannot be changed once the game has ended',
  playedMerge: (team: string, into: string) =>
    `Team “${team}” has already decided requests: its week would be lost. Merge “${into}” into it instead, or move its members one by one`,
  playedDelete: (team: string) => `Team “${team}” has already decided requests: its week would be lost. Move its members instead`,
  tooManyTeams: 'Choose at most one team per participant',
  noTeamsToDeal: 'There are no teams to deal into: create one first, or choose a number of teams',
  nameTaken: (name: string) => `Another team is already called “${name}”: choose another name`,
  moreTeamsThanPlayers: (n: number) => `There ${n === 1 ? 'is 1 participant' : `are ${n} participants`}: choose at most ${n} ${n === 1 ? 'team' : 'teams'}`,
} as const;
