import type { BracketMatchView, BracketSlot } from '@domain/playoffs';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LiveScore } from '@/components/LiveScore';
import { MatchTime } from '@/resources/matches/MatchTime';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';
import { type BracketShape, matchName, slotSource } from './bracketLabels';

interface BracketMatchCardProps {
  match: BracketMatchView;
  /** The whole bracket's shape, to name this match and the matches its teams come from. */
  shape: BracketShape;
  /** Seed number of each seeded team. */
  seedOf: ReadonlyMap<number, number>;
}

/** Which slot won: 0 or 1 once the match is Confirmed with a winner, else null. */
function winnerSlot(match: BracketMatchView): 0 | 1 | null {
  const played = match.match;
  if (played?.status !== 'Confirmed') return null;
  if (played.forfeit) {
    const loser = played.forfeit.loserTeamId;
    if (loser === null) return null;
    return loser === match.slots[0].team?.id ? 1 : 0;
  }
  if (!played.result || played.result.teamA === played.result.teamB) return null;
  return played.result.teamA > played.result.teamB ? 0 : 1;
}

function SlotRow({
  slot,
  score,
  won,
  shape,
  seedOf,
}: {
  slot: BracketSlot;
  score: number | null;
  won: boolean;
  shape: BracketShape;
  seedOf: ReadonlyMap<number, number>;
}) {
  const translate = useTranslate();
  const seed = slot.team ? seedOf.get(slot.team.id) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ width: '1.5em', flexShrink: 0, textAlign: 'right' }}
        title={seed === undefined ? undefined : translate('app.playoffs.seed', { seed })}
      >
        {seed ?? ''}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: won ? 700 : 400 }}
      >
        {slot.team ? (
          <TeamNameLink team={slot.team} />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {translate('app.playoffs.tbd')} · {slotSource(translate, shape, slot)}
          </Box>
        )}
      </Typography>
      {score !== null && (
        <Typography variant="body2" sx={{ fontWeight: won ? 700 : 400, flexShrink: 0 }}>
          {score}
        </Typography>
      )}
    </Box>
  );
}

/** Who forfeited a match: "Red Devils forfeited (No-show)", or "Both teams forfeited". */
function forfeitText(translate: ReturnType<typeof useTranslate>, match: BracketMatchView): string | null {
  const forfeit = match.match?.forfeit;
  if (!forfeit) return null;
  if (forfeit.loserTeamId === null) return translate('app.playoffs.bothForfeited');
  const kind = translate(`app.playoffs.forfeits.${forfeit.kind}`);
  const loser = match.slots.find((slot) => slot.team?.id === forfeit.loserTeamId)?.team;
  return loser ? translate('app.playoffs.forfeited', { team: loser.name, kind }) : kind;
}

/**
 * One bracket match: its name (linked to the match page once the match exists), its time once it is
 * scheduled, and its two teams.
 */
export function BracketMatchCard({ match, shape, seedOf }: BracketMatchCardProps) {
  const translate = useTranslate();
  const name = matchName(translate, shape, match.key);
  const won = winnerSlot(match);
  const result = match.match?.result ?? null;
  const forfeit = forfeitText(translate, match);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ p: 1, display: 'grid', gap: 0.5, width: '100%', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 1,
        }}
      >
        <Typography variant="caption" color="text.secondary" component="h4" sx={{ m: 0 }}>
          {match.match ? (
            <Link component={RouterLink} to={`/matches/${match.match.id}`} color="inherit">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {match.match && (
          <Typography variant="caption" color="text.secondary">
            <MatchTime iso={match.match.scheduledAt} />
          </Typography>
        )}
      </Box>
      {match.slots.map((slot, index) => (
        <SlotRow
          // The two slots are fixed: first and second.
          // biome-ignore lint/suspicious/noArrayIndexKey: a match has exactly two slots, in order.
          key={index}
          slot={slot}
          score={result ? (index === 0 ? result.teamA : result.teamB) : null}
          won={won === index}
          shape={shape}
          seedOf={seedOf}
        />
      ))}
      {match.match ? (
        <LiveScore
          status={match.match.status}
          teamA={match.slots[0].team?.name ?? ''}
          teamB={match.slots[1].team?.name ?? ''}
          score={match.match.liveScore}
          variant="caption"
        />
      ) : null}
      {forfeit && (
        <Typography variant="caption" color="text.secondary">
          {forfeit}
        </Typography>
      )}
      {match.onlyIfLowerBracketWins && !match.match && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.playoffs.reset')}
        </Typography>
      )}
    </Paper>
  );
}
