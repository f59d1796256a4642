import { translate } from '@domain/i18n';
import type { Db } from '@server/db/client';
import type { EventAttributes } from 'ics';
import { teamErrors } from '../teams/errors';
import { foldCalendarLines } from './calendar-lines';
import { type CalendarRow, calendarRowsOf } from './repository';

// A team's matches as an iCalendar feed (GET /teams/{id}/matches.ics) calendar apps subscribe to: one
// event per league or playoff match that is not Voided, an hour long from its scheduled time, with a UID
// that stays the same as the match moves, so a subscribed calendar updates it in place.

const PRODUCT_ID = 'vr-paintball-league/matches';

export const matchUid = (matchId: number) => `match-${matchId}@vr-paintball-league`;

type MatchOfRow = CalendarRow['match'] & {};

/** The result line of a Confirmed match; null before then. */
function resultOf(row: CalendarRow, match: MatchOfRow): string | null {
  if (match.status !== 'Confirmed') return null;
  const teamA = row.teamA?.name ?? '';
  const teamB = row.teamB?.name ?? '';
  if (match.forfeitKind !== null) {
    const loser =
      match.forfeitLoserTeamId === null ? null : match.forfeitLoserTeamId === row.teamA?.id ? teamA : teamB;
    const kind = translate(`resources.matches.forfeitKind.${match.forfeitKind}`);
    return loser === null
      ? translate('resources.matches.calendar.forfeitMutual', { kind })
      : translate('resources.matches.calendar.forfeit', { kind, loser });
  }
  if (match.roundsA === null || match.roundsB === null) return null;
  return translate('resources.matches.calendar.result', {
    teamA,
    roundsA: match.roundsA,
    roundsB: match.roundsB,
    teamB,
  });
}

function describe(row: CalendarRow, match: MatchOfRow): string {
  const season = row.season ?? '';
  const division = row.division ?? '';
  const stage =
    match.stage === 'playoff'
      ? translate('resources.matches.calendar.playoff', { season, division })
      : translate('resources.matches.calendar.league', { season, division, week: match.week });
  const result = resultOf(row, match);
  return result ? `${stage}\n${result}` : stage;
}

/** The feed's text; throws 404 when there is no such team. */
export async function teamCalendar(db: Db, teamId: number, publicUrl: string): Promise<string> {
  const rows = await calendarRowsOf(db, teamId);
  const [first] = rows;
  if (!first) throw teamErrors.teamNotFound();
  const events = rows.flatMap((row): EventAttributes[] => {
    const { match } = row;
    if (!match) return [];
    return [
      {
        uid: matchUid(match.id),
        start: match.scheduledAt.getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { hours: 1 },
        title: translate('resources.matches.calendar.title', {
          teamA: row.teamA?.name ?? '',
          teamB: row.teamB?.name ?? '',
        }),
        description: describe(row, match),
        url: `${publicUrl}/matches/${match.id}`,
      },
    ];
  });
  // ics (and the schema library under it) is loaded at the first feed asked for, not at every start.
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events, {
    productId: PRODUCT_ID,
    calName: translate('resources.matches.calendar.name', { team: first.team }),
  });
  if (error || value === null) throw error ?? new Error('ics produced no calendar');
  // ics folds at 75 characters; the limit is 75 octets.
  return foldCalendarLines(value);
}
