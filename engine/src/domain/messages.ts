/**
 * The specification's texts, word for word (docs/rules.md §5 and §8, §15 and §18).
 * Screens and the server read them from here so that a test can compare exact strings.
 */
export const MESSAGES = {
  // Acceptance (docs/rules.md §5)
  hallNotFound: 'Selected banquet hall not found!',
  hallNotFoundInSession: 'Selected banquet hall not found in session details!',
  hallUnavailable: (hall: string) => `${hall} is not available for all requested dates!`,
  notEnoughRooms: 'Not enough rooms available for this booking!',
  // Not in the spec: a second decision on a scenario the team already decided.
  alreadyDecided: 'This booking request has already been decided.',
  // Not in the spec: a decision while the host has the room paused (decision record 021), said by the tablet and the server alike.
  paused: 'The host has paused the room: decisions wait until the host resumes',

  // Login (docs/rules.md §5)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  gameCodeRequired: 'Game code is required',
  gameCodeFormat: 'Game code must be 5-10 alphanumeric characters',
  gameCodeRequiredToast: 'Game code is required for participants',
  gameCodeInvalidToast: 'Invalid game code format',
  loginFailed: 'Login failed. Please try again.',

  // Wizard (docs/rules.md §5)
  sessionNameRequired: 'Please enter a session name',
  hotelNameRequired: 'Please enter a hotel name',
  roomsInvalid: 'Please enter a valid number of rooms',
  adrInvalid: 'Please enter a valid base ADR',
  participantsInvalid: 'Please enter a valid number of participants',
  teamSizeInvalid: 'Please enter a valid team size',
  rateTypeRequired: 'Please add at least one rate type',
  occupancyAllDays: 'Please enter occupancy for all days',
  occupancyRange: 'Occupancy must be between 0 and 100%',
  banquetRequired: 'Please add at least one banquet facility or disable banquet facilities',

  // Add scenario (docs/rules.md §5)
  reservationNameRequired: 'Reservation name is required',
  rateTypeAtLeastOne: 'At least one rate type is required',
  roomNightsRequired: 'Room nights is required',
  checkInDayRequired: 'Check-in day is required',
  descriptionRequired: 'Description is required',

  // Game flow (docs/rules.md §4, §8)
  gameEnded: 'Game Ended',
  bookingAccepted: 'Booking accepted successfully!',
  bookingDeclined: 'Booking declined!',
  /** The booking timer ran out: nobody declined it, so the words do not say so. */
  bookingTimedOut: 'Timed out: no decision in 60 seconds, so the request was not taken.',
  gameStarted: "Game started! Let's manage those bookings!",
  sessionExpired: 'Session expired. Please login again.',
  pleaseLoginFirst: 'Please login first',

  // Review response assistant (docs/rules.md §15, §18)
  reviewFieldsRequired: 'Please fill in all required fields',
  reviewFailed: 'Failed to generate response',
  reviewError: 'An error occurred while generating the response',
  reviewGenerated: 'Response generated successfully!',
  reviewCopied: 'Response copied to clipboard!',
} as const;
