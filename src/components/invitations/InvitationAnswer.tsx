import type { Invitation } from '@domain/api';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';

/**
 * The Accept and Decline of a pending invitation or join request, or, once it was accepted while a season
 * locked the roster, the word that a league manager has it now (a second Accept would only be refused).
 */
export function InvitationAnswer({ invitation, children }: { invitation: Invitation; children: ReactNode }) {
  const translate = useTranslate();
  if (!invitation.awaitingApproval) return children;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('resources.invitations.awaitingApproval')}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
    />
  );
}
