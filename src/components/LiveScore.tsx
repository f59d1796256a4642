import type { MatchStatus, LiveScore as Score } from '@domain/matches';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

interface LiveScoreProps {
  status: MatchStatus;
  teamA: string;
  teamB: string;
  /** The rounds won so far (the session's latest state); null before its first report. */
  score: Score | null | undefined;
  variant?: TypographyProps['variant'];
}

/**
 * "Live · Red Devils 4 – 3 Blue Fins": a Live match's rounds won so far, the one wording of the match page,
 * My Matches and the bracket; nothing while the match is not Live.
 */
export function LiveScore({ status, teamA, teamB, score, variant = 'body2' }: LiveScoreProps) {
  const translate = useTranslate();
  if (status !== 'Live') return null;
  return (
    <Typography
      role="status"
      variant={variant}
      component="p"
      color="secondary"
      sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
    >
      {score
        ? translate('app.match.liveScore', { teamA, roundsA: score.teamA, roundsB: score.teamB, teamB })
        : translate('app.match.liveNoScore', { teamA, teamB })}
    </Typography>
  );
}
