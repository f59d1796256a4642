import type { Invitation, MyInvitations } from '@domain/api';

/** What a team's row offers the player on the team list. */
export type TeamRowAction =
  | { kind: 'requestPending' }
  | { kind: 'actionsDisabled' }
  | { kind: 'respond'; invitation: Invitation }
  | { kind: 'requestToJoin' };

/**
 * A pending sent request (the first one is the one shown) marks its team's row 'Request Pending' and
 * disables every other row; otherwise a received invite offers Accept and Decline, and any other row
 * offers Request to Join.
 */
export function teamRowAction(teamId: number, invitations: MyInvitations | undefined): TeamRowAction {
  const sent = invitations?.sent[0];
  if (sent) return sent.teamId === teamId ? { kind: 'requestPending' } : { kind: 'actionsDisabled' };
  const invitation = invitations?.received.find((received) => received.teamId === teamId);
  return invitation ? { kind: 'respond', invitation } : { kind: 'requestToJoin' };
}

/** The error's text, or 'Failed to fetch invites.' */
export function invitesErrorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
