import type { Team } from '@domain/api';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { teamPath } from './teamPath';

interface TeamNameLinkProps {
  team: Pick<Team, 'id' | 'name'>;
  /** The link's text when it is more than the name, e.g. "Red Devils (RDV)". */
  children?: ReactNode;
  sx?: SxProps<Theme>;
  onClick?: () => void;
}

/** A team's name that opens its page. */
export function TeamNameLink({ team, children, sx, onClick }: TeamNameLinkProps) {
  return (
    <Link component={RouterLink} to={teamPath(team.id)} color="inherit" sx={sx} onClick={onClick}>
      {children ?? team.name}
    </Link>
  );
}
