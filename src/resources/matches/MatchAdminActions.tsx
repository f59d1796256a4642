import type { Match } from '@domain/matches';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { MatchDecisionForm } from './MatchDecisionForm';
import { MatchRescheduleForm } from './MatchRescheduleForm';

/**
 * What a league admin does on a match, on its page and on /admin/matches/{id}: reschedule it with a
 * reason, set or correct its result, record a forfeit or void it; each is confirmed first.
 */
export function MatchAdminActions({ match }: { match: Match }) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      {/* New forms per time and per result, so that each starts from what the match holds now. */}
      <MatchRescheduleForm key={match.scheduledAt} match={match} />
      <MatchDecisionForm
        key={`${match.status}-${JSON.stringify(match.result)}-${JSON.stringify(match.forfeit)}`}
        match={match}
      />
    </Stack>
  );
}
