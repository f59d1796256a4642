import type { BracketMatchView, BracketSide, DivisionPlayoffs } from '@domain/playoffs';
import { BRACKET_SIDES } from '@domain/playoffs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { BracketMatchCard } from './playoffs/BracketMatchCard';
import { roundName } from './playoffs/bracketLabels';

interface PlayoffBracketProps {
  /** One division's bracket, as GET /seasons/{id}/playoffs gives it (useSeasonPlayoffs). */
  bracket: DivisionPlayoffs;
}

/** The side's matches as columns of rounds, in round and position order. */
function roundsOf(matches: readonly BracketMatchView[], side: BracketSide): BracketMatchView[][] {
  const rounds = new Map<number, BracketMatchView[]>();
  for (const match of matches) {
    if (match.side !== side) continue;
    rounds.set(match.round, [...(rounds.get(match.round) ?? []), match]);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, round]) => round.sort((x, y) => x.position - y.position));
}

/**
 * One division's playoff bracket: a row of round columns per side (upper, lower and final in double
 * elimination), each match a card with its two teams (linked to their pages, with their seeds), the
 * score, and the match's name linked to its page once the match exists; an undecided slot says where its
 * team comes from. The rounds scroll sideways inside the component on narrow screens, never the page.
 */
export function PlayoffBracket({ bracket }: PlayoffBracketProps) {
  const translate = useTranslate();
  const seedOf = new Map(bracket.seeds.map(({ seed, team }) => [team.id, seed]));
  const sides = BRACKET_SIDES.map((side) => ({ side, rounds: roundsOf(bracket.matches, side) })).filter(
    ({ rounds }) => rounds.length > 0,
  );
  const double = bracket.format === 'doubleElimination';
  return (
    <Box sx={{ minWidth: 0, maxWidth: '100%', display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.playoffs.formats.${bracket.format}`)}
      </Typography>
      {bracket.champion && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {translate('app.playoffs.champion', { team: bracket.champion.name })}
        </Typography>
      )}
      {sides.map(({ side, rounds }) => {
        const heading = translate(`app.playoffs.sides.${side}`);
        return (
          <Box key={side} component="section" aria-label={heading} sx={{ minWidth: 0 }}>
            {double && (
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {heading}
              </Typography>
            )}
            <Box
              data-testid={`bracket-scroll-${side}`}
              // Keyboard users can scroll the rounds too.
              tabIndex={0}
              sx={{ overflowX: 'auto', maxWidth: '100%', pb: 1 }}
            >
              <Box sx={{ display: 'flex', gap: 2, width: 'max-content' }}>
                {rounds.map((round) => {
                  const title = roundName(translate, bracket.format, side, round[0]!.round);
                  return (
                    <Box
                      key={title}
                      role="group"
                      aria-label={title}
                      sx={{
                        width: { xs: 220, sm: 250 },
                        display: 'flex',
                        flexDirection: 'column',
                        justifyContent: 'space-around',
                        gap: 1,
                      }}
                    >
                      <Typography variant="caption" component="h4" sx={{ fontWeight: 700, m: 0 }}>
                        {title}
                      </Typography>
                      {round.map((match) => (
                        <BracketMatchCard
                          key={match.key}
                          match={match}
                          format={bracket.format}
                          seedOf={seedOf}
                        />
                      ))}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
