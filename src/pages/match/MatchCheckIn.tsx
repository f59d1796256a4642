import type { Match } from '@domain/matches';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PageSection } from '@/components/PageSection';
import { CheckInButton } from '@/resources/matches/CheckInButton';
import { formatMatchTime } from '@/resources/matches/MatchTime';
import { checkedInAt } from '@/resources/matches/teamMatchModel';
import { type TeamRef, teamsOf } from './matchPageModel';

/** Where the check-in window stands at `now`: the text key that says so. */
function checkInPhase(checkIn: { opensAt: string; closesAt: string }, now: number) {
  if (now < Date.parse(checkIn.opensAt)) return 'opensLater';
  return now < Date.parse(checkIn.closesAt) ? 'openUntil' : 'closed';
}

/**
 * The match's check-in: its window, whether each team checked in (and when), and the Check in button for
 * the user's team while the window is open. Nothing for a match without a check-in (an older server).
 */
export function MatchCheckIn({ match, team, now }: { match: Match; team: TeamRef | null; now: number }) {
  const translate = useTranslate();
  const { checkIn } = match;
  if (!checkIn) return null;
  return (
    <PageSection title={translate('app.match.checkIn.title')}>
      <Stack spacing={1}>
        <Typography>
          {translate(`app.match.checkIn.${checkInPhase(checkIn, now)}`, {
            opens: formatMatchTime(checkIn.opensAt),
            closes: formatMatchTime(checkIn.closesAt),
          })}{' '}
          {checkIn.closesAt !== match.scheduledAt && Date.parse(checkIn.closesAt) > now
            ? translate('app.match.checkIn.noShowRule')
            : null}
        </Typography>
        {teamsOf(match).map((side) => {
          const at = checkedInAt(match, side.id);
          return (
            <Typography key={side.id} sx={{ overflowWrap: 'anywhere' }}>
              {at
                ? translate('app.match.checkIn.checkedInAt', { team: side.name, time: formatMatchTime(at) })
                : translate('app.match.checkIn.notCheckedIn', { team: side.name })}
            </Typography>
          );
        })}
        {team ? (
          <div>
            <CheckInButton match={match} teamId={team.id} now={now} />
          </div>
        ) : null}
      </Stack>
    </PageSection>
  );
}
