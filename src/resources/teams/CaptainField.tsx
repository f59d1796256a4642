import type { Team } from '@domain/api';
import { useRecordContext, useTranslate } from 'ra-core';
import { ReferenceField } from 'ra-ui-materialui';
import { usePrincipal } from '@/authProvider/AuthServices';
import { canAccessResource } from '@/authProvider/resourceAccess';
import { ReferenceLink } from '@/components/record/ReferenceLink';
import { USERS } from '../users/queries';

/**
 * The team's captain: to whoever may open the users' pages, react-admin's ReferenceField to the captain's
 * user (their display name, a link to their page); to the other team managers, the name the team record
 * carries. A team without players (disbanded) has none.
 */
export function CaptainField() {
  const translate = useTranslate();
  const principal = usePrincipal();
  const team = useRecordContext<Team>();
  const captain = team?.players.find((player) => player.isCaptain);
  if (!team || !captain) return <>{translate('resources.teams.list.noCaptain')}</>;
  if (!canAccessResource(principal, USERS, 'edit')) return <>{captain.user.displayName}</>;
  return (
    <ReferenceField
      record={{ id: team.id, captainId: captain.userId }}
      source="captainId"
      reference={USERS}
      link={false}
    >
      <ReferenceLink type="edit" />
    </ReferenceField>
  );
}
