/**
 * A queued or refused change in words a host or player recognises ("Accept
 * Sharma Wedding"), for the list of changes that could not be saved. Reads
 * only what the arguments say, and the request's name when the device has it.
 */
export interface ChangeFacts {
  name: string;
  args: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 80) : null);

export function describeChange({ name, args }: ChangeFacts, requestName?: string | null): string {
  const a = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
  const quoted = (v: unknown) => (text(v) ? ` “${text(v)}”` : '');
  switch (name) {
    case 'recordDecision': {
      const verb = a.decision === 'acc' ? 'Accept' : 'Decline';
      const what = requestName ? `“${requestName}”` : 'a booking request';
      return a.source === 'timer' ? `${what} declined when time ran out` : `${verb} ${what}`;
    }
    case 'createSession':
      return `Create the session${quoted((a.sessionData as Record<string, unknown> | undefined)?.name)}`;
    case 'updateSession':
      return 'Edit the session';
    case 'setSessionStatus':
      return a.status === 'live'
        ? 'Start the game'
        : a.status === 'ended'
          ? 'End the game'
          : a.status === 'rst'
            ? 'Play Again (the round is kept under Past rounds)'
            : 'Change the session status';
    case 'deleteSession':
      return 'Delete a session';
    case 'moveRoomOn':
      return typeof a.from === 'number' ? `Move the room on from request ${a.from + 1}` : 'Move the room on';
    case 'openNextWeek':
      return typeof a.from === 'number' ? `Open week ${a.from + 1} of the campaign` : "Open the campaign's next week";
    case 'closePricing':
      return 'Close the pricing round';
    case 'drawWeek':
      return "Draw the week's requests from a family";
    case 'reportAfterEnd':
      return "Tell the host this tablet's decisions are all in";
    case 'noteLateArrival':
      return 'Note a decision that arrived after the results were revealed';
    case 'setTeamPrices':
      return typeof a.week === 'number' ? `Set the team's rates for week ${a.week}` : "Set the team's rates";
    case 'cloneSession':
      return `Run the session again${quoted(a.name)}`;
    case 'reorderDeck':
      return 'Reorder the booking requests';
    case 'addScenario':
      return `Add the booking request${quoted(a.reservationName)}`;
    case 'editScenario':
      return `Edit the booking request${quoted(a.reservationName)}`;
    case 'deleteScenario':
      return 'Delete a booking request';
    case 'importScenarios':
      return Array.isArray(a.scenarios) ? `Import ${a.scenarios.length} booking requests` : 'Import booking requests';
    case 'addMember':
      return `Add the participant${quoted(a.name)}`;
    case 'shuffleTeams':
      return a.over === 'existing'
        ? 'Shuffle the members over the teams'
        : typeof a.teams === 'number'
          ? `Shuffle the members into ${a.teams} teams`
          : 'Form the teams';
    case 'createTeam':
      return `Create the team${quoted(a.name)}`;
    case 'renameTeam':
      return `Rename a team to${quoted(a.name) || ' a new name'}`;
    case 'mergeTeams':
      return 'Merge two teams';
    case 'deleteTeam':
      return 'Delete a team';
    case 'setMemberRole':
      return a.role === 'captain' ? 'Make a participant captain' : "Change a participant's role";
    case 'moveMember':
      return a.teamId === null ? 'Take a participant out of their team' : 'Move a participant to another team';
    case 'removeMember':
      return 'Remove a participant';
    case 'removeParticipantHistory':
      return "Remove a participant's history";
    case 'promoteLeader':
      return 'Choose the team captain';
    case 'markTeamReady':
      return 'Mark the team ready';
    case 'openLobby':
      return 'Join the team lobby';
    case 'sendContactMessage':
      return `Send the message${text(a.name) ? ` from ${text(a.name)}` : ''}`;
    default:
      return `A change this app does not know (“${name.slice(0, 40)}”)`;
  }
}
