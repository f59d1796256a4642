import type { DivisionStandings, StandingsRow } from '@domain/standings';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { visuallyHidden } from '@/components/visuallyHidden';
import { DisbandedChip } from '@/resources/teams/DisbandedChip';
import { TeamLogo } from '@/resources/teams/TeamLogo';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';
import { compactCellsOnPhone, hideOnPhone } from '@/resources/teams/tableCells';

type Column = 'played' | 'won' | 'drawn' | 'lost' | 'roundsFor' | 'roundsAgainst' | 'difference' | 'points';

/** The number columns after the team; rounds for and against give way on phones. */
const COLUMNS: readonly Column[] = [
  'played',
  'won',
  'drawn',
  'lost',
  'roundsFor',
  'roundsAgainst',
  'difference',
  'points',
];
const PHONE_HIDDEN: ReadonlySet<Column> = new Set(['roundsFor', 'roundsAgainst']);

const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

function cellValue(row: StandingsRow, column: Column): string | number {
  return column === 'difference' ? signed(row.roundDifference) : row[column];
}

/** A column heading: the short form shown, the full name read out and on hover. */
function HeadCell({ column, align }: { column: Column | 'rank' | 'team'; align?: 'right' }) {
  const translate = useTranslate();
  const name = translate(`app.league.columnNames.${column}`);
  const hidden = column !== 'rank' && column !== 'team' && PHONE_HIDDEN.has(column);
  return (
    <TableCell align={align} title={name} sx={hidden ? hideOnPhone : undefined}>
      <span aria-hidden>{translate(`app.league.columns.${column}`)}</span>
      <Box component="span" sx={visuallyHidden}>
        {name}
      </Box>
    </TableCell>
  );
}

function StandingsTableRow({ row, logoUrl }: { row: StandingsRow; logoUrl: string | null }) {
  return (
    <TableRow hover>
      <TableCell>{row.rank}</TableCell>
      <TableCell>
        {/* On a phone the chip goes under the name rather than squeezing it letter by letter. */}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <TeamLogo name={row.team.name} logoUrl={logoUrl} size={28} />
          </Box>
          <TeamNameLink team={row.team} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} />
          {row.team.disbanded ? <DisbandedChip /> : null}
        </Stack>
      </TableCell>
      {COLUMNS.map((column) => (
        <TableCell
          key={column}
          align="right"
          sx={{
            ...(PHONE_HIDDEN.has(column) ? hideOnPhone : {}),
            ...(column === 'points' ? { fontWeight: 700 } : {}),
          }}
        >
          {cellValue(row, column)}
        </TableCell>
      ))}
    </TableRow>
  );
}

interface DivisionTableProps {
  standings: DivisionStandings;
  /** Team logos by team id, where known. */
  logos: ReadonlyMap<number, string | null>;
}

/** One division's table, in the server's rank order. */
export function DivisionTable({ standings, logos }: DivisionTableProps) {
  const translate = useTranslate();
  const { division, rows } = standings;
  return (
    <Box component="section" aria-label={division.name}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {division.name}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.league.noTeams')}</Typography>
      ) : (
        <TableContainer component={Paper} elevation={4}>
          <Table
            size="small"
            aria-label={translate('app.league.tableLabel', { division: division.name })}
            sx={compactCellsOnPhone}
          >
            <TableHead>
              <TableRow>
                <HeadCell column="rank" />
                <HeadCell column="team" />
                {COLUMNS.map((column) => (
                  <HeadCell key={column} column={column} align="right" />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <StandingsTableRow key={row.team.id} row={row} logoUrl={logos.get(row.team.id) ?? null} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
