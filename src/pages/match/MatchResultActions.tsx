import type { Match } from '@domain/matches';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { outcomeText } from '@/components/matchOutcome';
import { lazyPart } from '@/lazyPart';
import { otherTeam, resultStep, serverResultDisputableUntil } from './matchPageModel';
import { localTime } from './matchTime';
import { useMatchAction } from './queries';

// The forms, with react-hook-form and zod, download when a captain has one to fill in or opens one.
const ReportForm = lazyPart(() => import('./ReportForm').then((module) => module.ReportForm));
const DisputeDialog = lazyPart(() => import('./DisputeDialog').then((module) => module.DisputeDialog));

type TeamRef = { id: number; name: string };

/** A Dispute button and its dialog (a note and evidence links) for the match's result. */
function DisputeButton({ match, label }: { match: Match; label: string }) {
  const translate = useTranslate();
  const [disputing, setDisputing] = useState(false);
  // Mounted from the first press on, so that closing plays the dialog's exit transition.
  const [pressed, setPressed] = useState(false);
  const dispute = useMatchAction(
    (dataProvider, payload: Parameters<typeof dataProvider.disputeResult>[1]) =>
      dataProvider.disputeResult(match.id, payload),
    { silentFailure: true, success: () => ({ message: 'app.match.done.disputed' }) },
  );
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setPressed(true);
          setDisputing(true);
        }}
      >
        {translate(label)}
      </Button>
      {pressed ? (
        <DisputeDialog
          open={disputing}
          onClose={() => setDisputing(false)}
          onSend={(payload) => dispute.mutateAsync(payload)}
        />
      ) : null}
    </>
  );
}

/** The other team's captain answers a report: Confirm, or Dispute with a note and evidence. */
function ReportAnswers({ match }: { match: Match }) {
  const translate = useTranslate();
  const confirm = useMatchAction((dataProvider) => dataProvider.confirmResult(match.id), {
    success: () => ({
      message: 'app.match.done.confirmed',
      args: { result: outcomeText(translate, match, match) },
    }),
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" loading={confirm.isPending} onClick={() => confirm.mutate(undefined)}>
        {translate('app.match.report.confirm')}
      </Button>
      <DisputeButton match={match} label="app.match.report.dispute" />
    </Stack>
  );
}

/** A game server's result counts at once; either captain may dispute it within 24 h. */
function ServerResultDispute({ match, until }: { match: Match; until: number }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        {translate('app.match.server.disputeUntil', { time: localTime(new Date(until).toISOString()) })}
      </Typography>
      <DisputeButton match={match} label="app.match.server.disputeServerResult" />
    </Stack>
  );
}

/** What the signed-in captain can do with the result now; nothing for anyone else. */
export function MatchResultActions({
  match,
  team,
  now,
}: {
  match: Match;
  team: TeamRef | null;
  now: number;
}) {
  const translate = useTranslate();
  switch (resultStep(match, team, now)) {
    case 'report':
      return <ReportForm match={match} />;
    case 'tooEarly':
      return (
        <Typography color="text.secondary">
          {translate('app.match.report.afterStart', { time: localTime(match.scheduledAt) })}
        </Typography>
      );
    case 'answer':
      return <ReportAnswers match={match} />;
    case 'disputeServer':
      return <ServerResultDispute match={match} until={serverResultDisputableUntil(match) ?? now} />;
    case 'awaitOther':
      return (
        <Typography color="text.secondary">
          {translate('app.match.result.awaitingOther', {
            team: team ? otherTeam(match, team.id).name : '',
          })}
        </Typography>
      );
    case 'none':
      return null;
  }
}
