import { useTranslate } from 'ra-core';
import { LoadState } from '@/components/LoadState';
import { PerformanceSummary } from '@/components/ratings/PerformanceSummary';
import { usePerformanceStats } from '@/components/ratings/queries';
import { TeamSection } from './TeamSection';

/** The team page's figures, rating and chart (GET /teams/{id}/stats). */
export function TeamPerformance({ teamId }: { teamId: number }) {
  const translate = useTranslate();
  const stats = usePerformanceStats('team', teamId);
  return (
    <TeamSection title={translate('app.ratings.stats.title')}>
      <LoadState loading={stats.isPending} error={stats.error ? translate('app.ratings.loadError') : null}>
        {stats.data ? <PerformanceSummary stats={stats.data} /> : null}
      </LoadState>
    </TeamSection>
  );
}
