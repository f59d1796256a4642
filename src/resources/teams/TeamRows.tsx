import type { Team } from '@domain/api';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Identifier, useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import { ResponsiveList } from '@/components/ResponsiveList';
import { TeamLogo } from './TeamLogo';
import { TeamStatusChip } from './TeamStatusChip';

function NoTeams() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('resources.teams.list.empty')}</Typography>;
}

const Column = DataTable.Col<Team>;

interface TeamRowsProps {
  /** The rows' accessible name, already translated. */
  label: string;
  /** Where a team leads: its page's path, or false when the click opens something in place. */
  rowClick: (id: Identifier) => string | false;
  /** More columns after the players (e.g. the captain). */
  children?: ReactNode;
}

/**
 * A list of teams (the teams resource's and team approval's): logo, name, code, status, players and
 * creation, each column labelled from the list's resource's `fields`; on phones the logo, the name over the
 * code and players, the status at the end.
 */
export function TeamRows({ label, rowClick, children }: TeamRowsProps) {
  const translate = useTranslate();
  return (
    <ResponsiveList<Team>
      label={label}
      leftIcon={(team) => (
        <Box sx={{ mr: 2 }}>
          <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />
        </Box>
      )}
      primaryText={(team) => team.name}
      secondaryText={(team) =>
        translate('resources.teams.list.summary', { code: team.code, smart_count: team.playerCount })
      }
      tertiaryText={(team) => <TeamStatusChip status={team.status} />}
      rowClick={rowClick}
      empty={<NoTeams />}
    >
      <Column
        source="logo"
        disableSort
        render={(team) => <TeamLogo name={team.name} logoUrl={team.logoUrl} size={36} />}
      />
      <Column source="name" />
      <Column source="code" />
      <Column source="status" render={(team) => <TeamStatusChip status={team.status} />} />
      <DataTable.NumberCol source="playerCount" />
      {children}
      <Column source="createdAt" field={DateField} />
    </ResponsiveList>
  );
}
