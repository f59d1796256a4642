import type { PlayerLeaderboardRow, TeamLeaderboardRow } from '@domain/ratings';
import type { Season } from '@domain/seasons';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { DataTable, Pagination } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { ResponsiveList } from '@/components/ResponsiveList';
import { PlayerLink } from '@/components/ratings/PlayerLink';
import { RatingBadge } from '@/components/ratings/RatingBadge';
import { LeagueSelectors } from '@/pages/league/LeagueSelectors';
import { useLeagueChoice } from '@/pages/league/useLeagueSelection';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';

type Row = TeamLeaderboardRow | PlayerLeaderboardRow;
const nameOf = (row: Row) => ('name' in row ? row.name : row.displayName);
const Column = DataTable.Col<Row>;

function Subject({ row }: { row: Row }) {
  return 'name' in row ? (
    <TeamNameLink team={{ id: row.id, name: row.name }} />
  ) : (
    <PlayerLink userId={row.id} name={row.displayName} />
  );
}

function NoRows() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.ratings.noRows')}</Typography>;
}

/** A row's height: on a phone two lines (rank and name, then the rating's badge), in the table one small row. */
const ROW_PX = { phone: 76, table: 37 };

/**
 * A board's rows. While its page is read they keep the place of a full page (and the table's header), so
 * that the board under it does not jump down when they arrive.
 */
function PageOfRows({ children }: { children: ReactNode }) {
  const { isPending, perPage } = useListContext();
  const reserved = { xs: perPage * ROW_PX.phone, sm: (perPage + 1) * ROW_PX.table };
  return <Box sx={isPending ? { minHeight: reserved } : undefined}>{children}</Box>;
}

/** One leaderboard: rank, team or player, rating; a table from 600 px up, a simple list on phones. */
function Board({ resource, title, filter }: { resource: string; title: string; filter: object }) {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.ratings.columns.${key}`);
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1, px: 1 }}>
        {title}
      </Typography>
      <ListBase<Row>
        resource={resource}
        sort={{ field: 'ordinal', order: 'DESC' }}
        perPage={10}
        filter={filter}
        disableSyncWithLocation
      >
        <PageOfRows>
          <ResponsiveList<Row>
            label={title}
            primaryText={(row) => `${row.rank}. ${nameOf(row)}`}
            secondaryText={(row) => <RatingBadge rating={row.rating} />}
            rowClick={false}
            empty={<NoRows />}
          >
            <Column label={column('rank')} disableSort render={(row) => row.rank} />
            <Column
              label={column(resource.endsWith('teams') ? 'team' : 'player')}
              disableSort
              render={(row) => <Subject row={row} />}
            />
            <Column
              label={column('rating')}
              disableSort
              render={(row) => <RatingBadge rating={row.rating} />}
            />
            <Column label={column('ratedMatches')} disableSort render={(row) => row.ratedMatches} />
          </ResponsiveList>
        </PageOfRows>
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
      </ListBase>
    </Paper>
  );
}

function Boards({ season, divisionId }: { season: Season | undefined; divisionId: number | undefined }) {
  const translate = useTranslate();
  const filter = {
    ...(season ? { seasonId: season.id } : {}),
    ...(divisionId === undefined ? {} : { divisionId }),
  };
  return (
    <Stack spacing={3}>
      <Board resource="leaderboards/teams" title={translate('app.ratings.teamsBoard')} filter={filter} />
      <Board resource="leaderboards/players" title={translate('app.ratings.playersBoard')} filter={filter} />
    </Stack>
  );
}

/** /leaderboards: teams and players by rating, for the season (the current one first) and division chosen. */
export default function LeaderboardsPage() {
  const translate = useTranslate();
  const { seasons, choice } = useLeagueChoice();
  return (
    <Page title={translate('app.ratings.leaderboards')}>
      <LoadState
        loading={seasons.isPending}
        error={seasons.isError ? translate('app.ratings.loadError') : null}
      >
        {choice && seasons.data ? <LeagueSelectors seasons={seasons.data} choice={choice} /> : null}
        <Boards season={choice?.season} divisionId={choice?.divisionId} />
      </LoadState>
    </Page>
  );
}
