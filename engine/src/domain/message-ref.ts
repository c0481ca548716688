/**
 * A message named for a machine (issue 54): what the rules said, by an id and
 * its arguments, beside the English words the documented API has always
 * answered with, so each device says it in its own language. Zod-free: the
 * refusal's shape is read by a player's screens.
 */
export interface MessagePart {
  /** The message, as a device's catalogue names it: 'decision.paused', 'campaign.outOfBounds'. */
  id: string;
  /** Its arguments by name: `{ min: 2000, max: 5000 }`. */
  args?: Record<string, string | number>;
}

export interface MessageRef extends MessagePart {
  /** Messages it lists (the reasons a game cannot start yet), each said and joined into the argument `reasons`. */
  parts?: MessagePart[];
}
