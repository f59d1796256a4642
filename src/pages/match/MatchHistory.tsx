import type { MatchEvent } from '@domain/match-scheduling';
import type { Match, MatchForfeit, MatchResult } from '@domain/matches';
import { matchForfeitSchema, matchResultSchema } from '@domain/matches';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TranslateFunction, useTranslate } from 'ra-core';
import { outcomeText } from '@/components/matchOutcome';
import { joinedPlayers } from './matchPageModel';
import { clockTime, localTime } from './matchTime';

/** Who took the step: a captain for their team, an admin, or the system. */
function actorText(translate: TranslateFunction, event: MatchEvent): string {
  if (!event.actor) return translate('app.match.history.bySystem');
  if (!event.team) return translate('app.match.history.byAdmin', { actor: event.actor });
  return translate('app.match.history.byTeam', { actor: event.actor, team: event.team.name });
}

const asString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The step's particulars, as far as they are known: a time (details.time), a score (details.teamA and
 * details.teamB) or a forfeit (details.forfeit), and a note (details.note).
 */
function detailTexts(translate: TranslateFunction, match: Match, details: Record<string, unknown>): string[] {
  const texts: string[] = [];
  const time = asString(details.time);
  if (time && !Number.isNaN(new Date(time).getTime())) {
    texts.push(translate('app.match.history.time', { time: localTime(time) }));
  }
  const score = matchResultSchema.safeParse(details);
  const forfeit = matchForfeitSchema.safeParse(details.forfeit);
  const outcome: { result: MatchResult | null; forfeit: MatchForfeit | null } = {
    result: score.success ? score.data : null,
    forfeit: forfeit.success ? forfeit.data : null,
  };
  const outcomeLine = outcomeText(translate, match, outcome);
  if (outcomeLine) texts.push(outcomeLine);
  const note = asString(details.note);
  if (note) texts.push(translate('app.match.history.note', { note }));
  const reason = asString(details.reason);
  if (reason) texts.push(translate('app.match.history.reason', { reason }));
  return texts;
}

/** What the step was: a time an admin set reads as such, never as a time the captains accepted. */
function eventTitle(translate: TranslateFunction, event: MatchEvent): string {
  if (event.kind === 'timeAccepted' && event.details.byAdmin === true)
    return translate('app.match.history.timeSetByAdmin');
  const [joined] = joinedPlayers([event]);
  if (joined) {
    return translate('app.match.history.playerJoined', {
      player: joined.displayName,
      side: joined.team,
      time: clockTime(joined.joinedAt),
    });
  }
  return translate(`app.match.history.event.${event.kind}`);
}

/** The match's timeline, oldest first: what happened, who did it for which team, and when. */
export function MatchHistory({ match, events }: { match: Match; events: MatchEvent[] }) {
  const translate = useTranslate();
  if (events.length === 0) {
    return <Typography color="text.secondary">{translate('app.match.history.empty')}</Typography>;
  }
  return (
    <Box
      component="ol"
      aria-label={translate('app.match.sections.history')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {events.map((event) => (
        <Stack
          component="li"
          key={event.id}
          spacing={0.25}
          sx={{ py: 1, borderLeft: 2, borderColor: 'divider', pl: 1.5, overflowWrap: 'anywhere' }}
        >
          <Typography sx={{ fontWeight: 700 }}>{eventTitle(translate, event)}</Typography>
          {detailTexts(translate, match, event.details).map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            {actorText(translate, event)} ·{' '}
            <time dateTime={event.createdAt}>{localTime(event.createdAt)}</time>
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
