import type { Match } from '@domain/matches';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { NOTIFICATIONS } from '@/components/notifications/useNotifications';
import { useAppDataProvider } from '@/dataProvider';
import { MATCHES } from './queries';
import { checkedInAt, isCheckInOpen, opponentOf } from './teamMatchModel';

/**
 * POST /matches/{id}/check-in through the dataProvider: it says what happened (or the server's reason it
 * did not) and reads the matches and the notifications again.
 */
export function useCheckIn(match: Match, teamId: number) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const team = match.teamA.id === teamId ? match.teamA : match.teamB;
  return useMutation({
    mutationFn: () => dataProvider.checkIn(match.id),
    onSuccess: () =>
      notify('app.match.checkIn.done', {
        type: 'success',
        messageArgs: { team: team.name, opponent: opponentOf(match, teamId).name },
      }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () =>
      Promise.all(
        [MATCHES, NOTIFICATIONS].map((scope) => queryClient.invalidateQueries({ queryKey: [scope] })),
      ),
  });
}

/**
 * The team's check-in for a captain or co-captain: "Checked in" once it is, else the Check in button while
 * the window is open (disabled while the request is in flight); nothing otherwise.
 */
export function CheckInButton({ match, teamId, now }: { match: Match; teamId: number; now: number }) {
  const translate = useTranslate();
  const checkIn = useCheckIn(match, teamId);
  if (checkedInAt(match, teamId)) {
    return <Chip color="success" size="small" label={translate('app.match.checkIn.checkedIn')} />;
  }
  if (!isCheckInOpen(match, now)) return null;
  return (
    <Button variant="contained" size="small" disabled={checkIn.isPending} onClick={() => checkIn.mutate()}>
      {translate('app.match.checkIn.checkIn')}
    </Button>
  );
}
