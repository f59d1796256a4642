import type { GameSessionStats } from '@domain/game-sessions';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId } from 'react';

function StatCard({ label, value, hint }: { label: string; value: number | undefined; hint?: string }) {
  const translate = useTranslate();
  const labelId = useId();
  const hintId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      elevation={4}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value ?? translate('resources.sessions.noValue')}
      </Typography>
      {hint ? (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * The stats cards: active, inactive (Not Active or Pending), total players (of the Active
 * sessions, as the card says), connected clients. The server counts every session, whatever the list shows.
 */
export function StatsCards({
  stats,
  clientCount,
}: {
  stats: GameSessionStats | undefined;
  clientCount: number | undefined;
}) {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.sessions.stats.${key}`);
  return (
    <Box
      aria-label={label('label')}
      role="group"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}
    >
      <StatCard label={label('active')} value={stats?.active} />
      <StatCard label={label('inactive')} value={stats?.inactive} />
      <StatCard label={label('players')} value={stats?.players} hint={label('playersHint')} />
      <StatCard label={label('clients')} value={clientCount} />
    </Box>
  );
}
