import type { Match } from '@domain/matches';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { LiveScore } from '@/components/LiveScore';
import { MatchStatusChip } from '@/components/MatchStatusChip';
import { TeamNameLink } from '@/resources/teams/TeamNameLink';
import { OutcomeChip } from './MatchChips';
import { MatchTimeLink } from './MatchTime';
import { opponentOf, outcomeOf, roundsOf } from './teamMatchModel';

/** A match's score from `teamId`'s side ("7–5"), or its forfeit; null while it has neither. */
export function useOwnScore() {
  const translate = useTranslate();
  return (match: Match, teamId: number): string | null => {
    if (match.forfeit) {
      return translate('app.league.matches.forfeit', {
        kind: translate(`app.league.matches.forfeitKinds.${match.forfeit.kind}`),
      });
    }
    const rounds = roundsOf(match, teamId);
    return rounds ? translate('app.league.matches.score', rounds) : null;
  };
}

/** "vs <opponent>", the opponent's name linked to their team page. */
export function Opponent({ match, teamId }: { match: Match; teamId: number }) {
  const translate = useTranslate();
  const opponent = opponentOf(match, teamId);
  return (
    <Typography component="span">
      {translate('app.league.matches.versus')} <TeamNameLink team={opponent} sx={{ fontWeight: 700 }} />
    </Typography>
  );
}

interface TeamMatchItemProps {
  match: Match;
  /** The team whose side the match is told from. */
  teamId: number;
  /** A played match shows its score and W/D/L; an upcoming one its status. */
  played?: boolean;
}

/** One match of a team's list: its time (the link to the match), the opponent, and status or result. */
export function TeamMatchItem({ match, teamId, played = false }: TeamMatchItemProps) {
  const ownScore = useOwnScore();
  const outcome = played ? outcomeOf(match, teamId) : null;
  return (
    <ListItem disableGutters divider>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', width: '100%', minWidth: 0 }}
      >
        <MatchTimeLink matchId={match.id} iso={match.scheduledAt} />
        <Opponent match={match} teamId={teamId} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
          {played ? (
            <>
              <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {ownScore(match, teamId)}
              </Typography>
              {outcome ? <OutcomeChip outcome={outcome} /> : null}
            </>
          ) : (
            <MatchStatusChip status={match.status} />
          )}
        </Stack>
        {match.status === 'Live' ? (
          <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
            <LiveScore
              status={match.status}
              teamA={match.teamA.name}
              teamB={match.teamB.name}
              score={match.liveScore}
            />
          </Box>
        ) : null}
      </Stack>
    </ListItem>
  );
}
