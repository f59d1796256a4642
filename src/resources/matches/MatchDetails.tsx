import type { Match } from '@domain/matches';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { DetailRow } from '@/components/DetailRow';
import { MatchStatusChip } from '@/components/MatchStatusChip';
import { matchPath } from './matchPath';
import { text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

/** The match as an admin checks it before deciding: teams, stage and week, time, status and result. */
export function MatchDetails({ match }: { match: Match }) {
  const translate = useTranslate();
  const { result } = useMatchTexts();
  const label = (field: string) => translate(text(`fields.${field}`));
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {(['teamA', 'teamB'] as const).map((side) => (
        <DetailRow key={side} label={label(side)}>
          <Link component={RouterLink} to={`/teams/${match[side].id}`}>
            {match[side].name}
          </Link>
        </DetailRow>
      ))}
      <DetailRow label={label('stage')}>
        {`${translate(text(`stage.${match.stage}`))} · ${label('week')} ${match.week}`}
      </DetailRow>
      <DetailRow label={label('scheduledAt')}>{new Date(match.scheduledAt).toLocaleString()}</DetailRow>
      <DetailRow label={label('status')}>
        <MatchStatusChip status={match.status} />
      </DetailRow>
      <DetailRow label={label('result')}>{result(match)}</DetailRow>
      <DetailRow label="">
        <Link component={RouterLink} to={matchPath(match.id)}>
          {translate(text('action.openMatchPage'))}
        </Link>
      </DetailRow>
    </Stack>
  );
}
