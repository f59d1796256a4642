import type { BracketMatchView, BracketSlot } from '@domain/playoffs';
import type { PlayoffFormat } from '@domain/seasons';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LiveScore } from '@/components/LiveScore';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';
import { matchName, slotSource } from './bracketLabels';

interface BracketMatchCardProps {
  match: BracketMatchView;
  format: PlayoffFormat;
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
  format,
  seedOf,
}: {
  slot: BracketSlot;
  score: number | null;
  won: boolean;
  format: PlayoffFormat;
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
            {translate('app.playoffs.tbd')} · {slotSource(translate, format, slot)}
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

/** One bracket match: its name (linked to the match page once the match exists) and its two teams. */
export function BracketMatchCard({ match, format, seedOf }: BracketMatchCardProps) {
  const translate = useTranslate();
  const name = matchName(translate, format, match.key);
  const won = winnerSlot(match);
  const result = match.match?.result ?? null;
  const forfeit = match.match?.forfeit ?? null;
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 1, display: 'grid', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="h4" sx={{ m: 0 }}>
        {match.match ? (
          <Link component={RouterLink} to={`/matches/${match.match.id}`} color="inherit">
            {name}
          </Link>
        ) : (
          name
        )}
      </Typography>
      {match.slots.map((slot, index) => (
        <SlotRow
          // The two slots are fixed: first and second.
          // biome-ignore lint/suspicious/noArrayIndexKey: a match has exactly two slots, in order.
          key={index}
          slot={slot}
          score={result ? (index === 0 ? result.teamA : result.teamB) : null}
          won={won === index}
          format={format}
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
          {translate(`app.playoffs.forfeits.${forfeit.kind}`)}
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
