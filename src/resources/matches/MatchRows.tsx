import type { Match } from '@domain/matches';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Datagrid, DateField, FunctionField, NumberField, SimpleList } from 'ra-ui-materialui';
import { MatchStatusChip } from '@/components/MatchStatusChip';
import { text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

function NoMatches() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

/** From 600 px up: week, the two teams, time, status and result; a row opens the match's decision page. */
export function MatchesTable() {
  const translate = useTranslate();
  const { versus, result } = useMatchTexts();
  return (
    <Datagrid
      aria-label={translate(text('title'))}
      rowClick="edit"
      bulkActionButtons={false}
      empty={<NoMatches />}
    >
      <NumberField source="week" />
      <FunctionField<Match> source="teams" sortable={false} render={versus} />
      <DateField source="scheduledAt" showTime />
      <FunctionField<Match> source="status" render={(match) => <MatchStatusChip status={match.status} />} />
      <FunctionField<Match> source="result" sortable={false} render={result} />
    </Datagrid>
  );
}

/** Phones: one row per match (the teams, its week and status, its time). */
export function MatchesSimpleList() {
  const translate = useTranslate();
  const { versus, result } = useMatchTexts();
  return (
    <SimpleList<Match>
      primaryText={versus}
      secondaryText={(match) =>
        translate(text('summary'), { week: match.week, status: translate(text(`status.${match.status}`)) })
      }
      tertiaryText={result}
      linkType="edit"
      empty={<NoMatches />}
    />
  );
}
