import type { Team } from '@domain/api';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/components/visuallyHidden';
import { TeamLogo } from './TeamLogo';
import { TeamNameLink } from './TeamNameLink';

/** A column the team tables drop below the 600 px mobile breakpoint. */
export const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** A team table's cells closer together below 600 px, so the team tables fit 360 px. */
export const compactCellsOnPhone = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } };

/** The heading of a team table's logo column: read out, not shown; the column is dropped on phones. */
export function LogoHeaderCell() {
  const translate = useTranslate();
  return (
    <TableCell sx={hideOnPhone}>
      <Box component="span" sx={visuallyHidden}>
        {translate('resources.teams.fields.logo')}
      </Box>
    </TableCell>
  );
}

/** A team row's logo, name (a link to the team's page) and code cells. */
export function TeamIdentityCells({ team }: { team: Pick<Team, 'id' | 'name' | 'code' | 'logoUrl'> }) {
  return (
    <>
      <TableCell sx={{ ...hideOnPhone, width: 66 }}>
        <TeamLogo name={team.name} logoUrl={team.logoUrl} size={40} />
      </TableCell>
      <TableCell>
        <TeamNameLink team={team} sx={{ fontWeight: 700 }} />
      </TableCell>
      <TableCell sx={hideOnPhone}>{team.code}</TableCell>
    </>
  );
}
