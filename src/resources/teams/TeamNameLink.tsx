import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { Team } from '../../../domain/api';
import { teamPath } from './teamPath';

/** A team's name that opens its page. */
export function TeamNameLink({ team, sx }: { team: Pick<Team, 'id' | 'name'>; sx?: SxProps<Theme> }) {
  return (
    <Link component={RouterLink} to={teamPath(team.id)} color="inherit" sx={sx}>
      {team.name}
    </Link>
  );
}
