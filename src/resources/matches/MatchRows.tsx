import type { Match } from '@domain/matches';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DataTable, DateField } from 'ra-ui-materialui';
import { MatchStatusChip } from '@/components/MatchStatusChip';
import { ResponsiveList } from '@/components/ResponsiveList';
import { text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

function NoMatches() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const Column = DataTable.Col<Match>;

/**
 * Week, the two teams, time, status and result; on phones the teams over the week and status, the result at
 * the end. A row opens the match's decision page.
 */
export function MatchRows() {
  const translate = useTranslate();
  const { versus, result } = useMatchTexts();
  return (
    <ResponsiveList<Match>
      label={translate(text('title'))}
      primaryText={versus}
      secondaryText={(match) =>
        translate(text('summary'), { week: match.week, status: translate(text(`status.${match.status}`)) })
      }
      tertiaryText={result}
      rowClick="edit"
      empty={<NoMatches />}
    >
      <DataTable.NumberCol source="week" />
      <Column source="teams" disableSort render={versus} />
      <Column source="scheduledAt">
        <DateField source="scheduledAt" showTime />
      </Column>
      <Column source="status" render={(match) => <MatchStatusChip status={match.status} />} />
      <Column source="result" disableSort render={result} />
    </ResponsiveList>
  );
}
