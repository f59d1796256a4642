import type { Season } from '@domain/seasons';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailRow } from '@/components/DetailRow';
import { divisionPath } from '../divisions/resourceName';
import { text } from './resourceName';
import { SeasonStatusChip } from './SeasonStatusChip';

/** A list of words that wraps between them (DetailRow breaks anywhere, which suits emails and codes). */
function Words({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ wordBreak: 'normal', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}

/** The season as created: stage, league, dates, divisions (each a link to its page) with their shares, points and tiebreakers. */
export function SeasonDetails({ season }: { season: Season }) {
  const translate = useTranslate();
  const label = (field: string) => translate(text(`fields.${field}`));
  const { win, draw, loss, forfeit } = season.pointsRules;
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <DetailRow label={label('status')}>
        <SeasonStatusChip status={season.status} />
      </DetailRow>
      <DetailRow label={label('league')}>{season.league.name}</DetailRow>
      <DetailRow label={label('startsAt')}>{new Date(season.startsAt).toLocaleString()}</DetailRow>
      <DetailRow label={label('weeks')}>{season.weeks}</DetailRow>
      <DetailRow label={label('divisions')}>
        <Words>
          {season.divisions.map((division, index) => (
            <Fragment key={division.id}>
              {index > 0 ? ', ' : null}
              <Link component={RouterLink} to={divisionPath(division.id)}>
                {division.name}
              </Link>{' '}
              ({division.mmrPercentage}%)
            </Fragment>
          ))}
        </Words>
      </DetailRow>
      <DetailRow label={label('pointsRules')}>
        <Words>
          {[
            `${label('pointsRules.win')} ${win}`,
            `${label('pointsRules.draw')} ${draw}`,
            `${label('pointsRules.loss')} ${loss}`,
            `${label('pointsRules.forfeit')} ${forfeit}`,
          ].join(' · ')}
        </Words>
      </DetailRow>
      <DetailRow label={label('tiebreakers')}>
        <Words>
          {season.tiebreakers.map((tiebreaker) => translate(text(`tiebreaker.${tiebreaker}`))).join(', ')}
        </Words>
      </DetailRow>
      <DetailRow label={label('teamCount')}>{season.teamCount}</DetailRow>
    </Stack>
  );
}
