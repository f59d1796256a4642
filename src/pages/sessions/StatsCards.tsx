import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { GameSession } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { sessionStats } from '../../resources/game-sessions/sessionModel';

const t = messages.sessions.stats;

function StatCard({ label, value, hint }: { label: string; value: number | undefined; hint?: string }) {
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
        {value ?? messages.sessions.noValue}
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
 * SPEC section 9's stats cards: active, inactive (Not Active or Pending), total players (of the Active
 * sessions, as the card says), connected clients.
 */
export function StatsCards({
  sessions,
  clientCount,
}: {
  sessions: readonly GameSession[] | undefined;
  clientCount: number | undefined;
}) {
  const stats = sessions ? sessionStats(sessions) : undefined;
  return (
    <Box
      aria-label={t.label}
      role="group"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}
    >
      <StatCard label={t.active} value={stats?.active} />
      <StatCard label={t.inactive} value={stats?.inactive} />
      <StatCard label={t.players} value={stats?.players} hint={t.playersHint} />
      <StatCard label={t.clients} value={clientCount} />
    </Box>
  );
}
