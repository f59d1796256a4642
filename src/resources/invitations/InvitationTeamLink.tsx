import type { Invitation } from '@domain/api';
import { messages } from '@domain/messages';
import { TeamNameLink } from '../teams/TeamNameLink';

/** "Red Devils (RDV)", opening the team's page, so a player can look at a team before answering it. */
export function InvitationTeamLink({ invitation, onOpen }: { invitation: Invitation; onOpen?: () => void }) {
  return (
    <TeamNameLink team={{ id: invitation.teamId, name: invitation.teamName }} onClick={onOpen}>
      {messages.invites.fromTeam(invitation.teamName, invitation.teamCode)}
    </TeamNameLink>
  );
}
