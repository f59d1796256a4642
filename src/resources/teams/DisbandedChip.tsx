import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

/**
 * The small "Disbanded" mark beside the name of a team that lost its last member: it keeps its page and its
 * place in its seasons' standings, but plays no more (server/src/modules/teams/disband.ts).
 */
export function DisbandedChip() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ flexShrink: 0 }}
      label={translate('resources.teams.disbanded')}
    />
  );
}
