import type { Invitation } from '@domain/api';
import { useTranslate } from 'ra-core';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';

/** "Red Devils (RDV)", opening the team's page, so a player can look at a team before answering it. */
export function InvitationTeamLink({ invitation, onOpen }: { invitation: Invitation; onOpen?: () => void }) {
  const translate = useTranslate();
  return (
    <TeamNameLink team={{ id: invitation.teamId, name: invitation.teamName }} onClick={onOpen}>
      {translate('resources.invitations.fromTeam', { team: invitation.teamName, code: invitation.teamCode })}
    </TeamNameLink>
  );
}
