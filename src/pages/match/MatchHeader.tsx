import type { Team } from '@domain/api';
import { schedulingDeadline } from '@domain/match-rules';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { DetailRow } from '@/components/DetailRow';
import { MatchStatusChip } from '@/components/MatchStatusChip';
import { TeamLogo } from '@/resources/teams/TeamLogo';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';
import { MatchTimeWithUtc } from './MatchTimeWithUtc';
import { adminTimeOf, timeStanding } from './matchPageModel';
import { localTime } from './matchTime';

type TeamRef = Pick<Team, 'id' | 'name'>;

/** One side of the match: its logo (when its page could be read) and its name, linked to its page. */
function Side({ team, roster, align }: { team: TeamRef; roster?: Team; align: 'left' | 'right' }) {
  return (
    <Stack
      direction={{ xs: 'row', sm: align === 'left' ? 'row' : 'row-reverse' }}
      spacing={1.5}
      sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}
    >
      <TeamLogo name={team.name} logoUrl={roster?.logoUrl ?? null} />
      <Typography component="span" variant="h6" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <TeamNameLink team={team} />
      </Typography>
    </Stack>
  );
}

/** The teams, where the match belongs, its status and its time: local with UTC, the week and the default. */
export function MatchHeader({
  match,
  season,
  seasonPending = false,
  rosters,
  now,
  events = [],
}: {
  match: Match;
  season: Season | undefined;
  /** While the season is read its two rows keep their place, so that the rows under them do not move. */
  seasonPending?: boolean;
  rosters: (Team | undefined)[];
  now: number;
  /** The match's history: a time an admin set reads as such, with their reason. */
  events?: readonly MatchEvent[];
}) {
  const translate = useTranslate();
  const label = (field: string) => translate(`app.match.fields.${field}`);
  const division = season?.divisions.find((candidate) => candidate.id === match.divisionId);
  const standing = timeStanding(match, now, events);
  const adminReason = adminTimeOf(events)?.reason ?? null;
  const deadline = schedulingDeadline(new Date(match.defaultTime)).toISOString();
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Side team={match.teamA} roster={rosters[0]} align="left" />
        <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
          {translate('app.match.versus')}
        </Typography>
        <Side team={match.teamB} roster={rosters[1]} align="right" />
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <DetailRow label={label('status')}>
          <MatchStatusChip status={match.status} />
        </DetailRow>
        {season || seasonPending ? (
          <DetailRow label={label('season')}>{season ? season.name : <Skeleton width={160} />}</DetailRow>
        ) : null}
        {division || seasonPending ? (
          <DetailRow label={label('division')}>
            {division ? division.name : <Skeleton width={100} />}
          </DetailRow>
        ) : null}
        <DetailRow label={label('round')}>
          {translate('app.match.stageWeek', {
            stage: translate(`app.match.stage.${match.stage}`),
            week: match.week,
          })}
        </DetailRow>
        <DetailRow label={label('time')}>
          <MatchTimeWithUtc iso={match.scheduledAt} />
        </DetailRow>
        <DetailRow label={label('window')}>
          <Box component="span" sx={{ overflowWrap: 'anywhere', wordBreak: 'normal' }}>
            {translate('app.match.span', {
              start: localTime(match.windowStart),
              end: localTime(match.windowEnd),
            })}
          </Box>
        </DetailRow>
        <DetailRow label={label('defaultTime')}>
          <MatchTimeWithUtc iso={match.defaultTime} />
        </DetailRow>
      </Stack>
      <Typography color="text.secondary">
        {adminReason
          ? translate('app.match.schedule.setByAdminBecause', { reason: adminReason })
          : translate(`app.match.schedule.${standing}`, { deadline: localTime(deadline) })}
      </Typography>
    </Stack>
  );
}
