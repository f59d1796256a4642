import type { PerformanceStats } from '@domain/ratings';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { RatingBadge } from './RatingBadge';
import { RatingChart } from './RatingChart';

/** hits / shots as a percentage, or null without a shot. */
export function accuracyOf(stats: Pick<PerformanceStats, 'hits' | 'shots'>): string | null {
  return stats.shots === 0 ? null : `${Math.round((stats.hits / stats.shots) * 100)}%`;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A player's or team's figures, rating with its chart, and recent matches (GET /users|teams/{id}/stats). */
export function PerformanceSummary({ stats }: { stats: PerformanceStats }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.ratings.stats.${key}`);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2">{translate('app.ratings.rating')}</Typography>
        <RatingBadge rating={stats.rating} />
      </Box>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
        <Figure label={t('matches')} value={stats.matches} />
        <Figure label={t('wins')} value={stats.wins} />
        <Figure label={t('losses')} value={stats.losses} />
        <Figure label={t('draws')} value={stats.draws} />
        <Figure label={t('eliminations')} value={stats.eliminations} />
        <Figure label={t('deaths')} value={stats.deaths} />
        <Figure label={t('accuracy')} value={accuracyOf(stats) ?? t('noShots')} />
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate('app.ratings.chartTitle')}</Typography>
        <RatingChart points={stats.ratingHistory} />
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate('app.ratings.recentMatches')}</Typography>
        {stats.recentMatches.length === 0 ? (
          <Typography color="text.secondary">{translate('app.ratings.noMatches')}</Typography>
        ) : (
          <List dense disablePadding>
            {stats.recentMatches.map((match) => (
              <ListItem key={match.matchId} disableGutters>
                <ListItemText
                  primary={
                    <>
                      {translate(`app.league.matches.outcomeNames.${match.outcome}`)}{' '}
                      {translate('app.league.matches.versus')}{' '}
                      <Link component={RouterLink} to={`/teams/${match.opponent.id}`}>
                        {match.opponent.name}
                      </Link>{' '}
                      {match.roundsFor === null || match.roundsAgainst === null ? null : (
                        <Link component={RouterLink} to={`/matches/${match.matchId}`}>
                          {translate('app.league.matches.score', {
                            own: match.roundsFor,
                            other: match.roundsAgainst,
                          })}
                        </Link>
                      )}
                    </>
                  }
                  secondary={new Date(match.date).toLocaleDateString()}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
