import Paper from '@mui/material/Paper';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PerformanceSummary } from '@/components/ratings/PerformanceSummary';
import { usePerformanceStats } from '@/components/ratings/queries';

/** /players/{id}: a player's matches, wins, losses, totals, accuracy, rating with its chart, recent matches. */
export default function PlayerPage() {
  const translate = useTranslate();
  const userId = Number(useParams().id);
  const valid = Number.isInteger(userId) && userId > 0;
  const stats = usePerformanceStats('player', userId, valid);
  return (
    <Page title={stats.data?.name ?? translate('app.ratings.playerTitle')}>
      <LoadState
        loading={valid && stats.isPending}
        error={
          valid
            ? stats.error
              ? stats.error.message || translate('app.ratings.loadError')
              : null
            : translate('app.ratings.playerNotFound')
        }
      >
        {stats.data ? (
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <PerformanceSummary stats={stats.data} />
          </Paper>
        ) : null}
      </LoadState>
    </Page>
  );
}
