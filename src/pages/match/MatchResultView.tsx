import type { MatchDispute } from '@domain/match-results';
import type { Match } from '@domain/matches';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { outcomeText } from '@/components/matchOutcome';
import { localTime } from './matchTime';

/** Who put the result on the match, and when. */
function ResultSourceLine({ match }: { match: Match }) {
  const translate = useTranslate();
  if (match.resultSource === 'admin')
    return <Typography>{translate('app.match.result.setByAdmin')}</Typography>;
  if (match.resultSource === 'gameServer') {
    return <Typography>{translate('app.match.result.reportedByGameServer')}</Typography>;
  }
  if (!match.reportedBy || !match.reportedAt) return null;
  return (
    <Typography>
      {translate('app.match.result.reportedBy', {
        team: match.reportedBy.name,
        time: localTime(match.reportedAt),
      })}
    </Typography>
  );
}

/** A dispute: who raised it and why, the evidence links, and the admin's decision. */
function DisputeView({ dispute }: { dispute: MatchDispute }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`app.match.dispute.${key}`);
  return (
    <Stack
      component="article"
      aria-label={text('title')}
      spacing={0.5}
      sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, overflowWrap: 'anywhere' }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {translate('app.match.dispute.disputedBy', {
          team: dispute.team.name,
          time: localTime(dispute.createdAt),
        })}
      </Typography>
      {dispute.note === null ? (
        <Typography color="text.secondary">{text('withheld')}</Typography>
      ) : (
        <Typography>
          <strong>{text('note')}:</strong> {dispute.note}
        </Typography>
      )}
      {dispute.evidenceUrls && dispute.evidenceUrls.length > 0 ? (
        <Stack component="ul" aria-label={text('evidence')} sx={{ m: 0, pl: 2.5 }}>
          {dispute.evidenceUrls.map((url) => (
            <li key={url}>
              <Link href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </Link>
            </li>
          ))}
        </Stack>
      ) : null}
      <Typography color="text.secondary">{text(`status.${dispute.status}`)}</Typography>
      {dispute.decidedBy && dispute.decidedAt ? (
        <Typography>
          {translate('app.match.dispute.decidedBy', {
            admin: dispute.decidedBy,
            time: localTime(dispute.decidedAt),
          })}
        </Typography>
      ) : null}
      {dispute.decisionNote ? (
        <Typography>
          <strong>{text('decision')}:</strong> {dispute.decisionNote}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The score or forfeit, who reported it, the auto-confirmation while Reported, and the disputes. */
export function MatchResultView({ match, disputes }: { match: Match; disputes: MatchDispute[] }) {
  const translate = useTranslate();
  const outcome = outcomeText(translate, match, match);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {outcome ?? translate('app.match.result.none')}
      </Typography>
      {outcome ? <ResultSourceLine match={match} /> : null}
      {match.status === 'Reported' && match.autoConfirmAt ? (
        <Typography color="text.secondary">
          {translate('app.match.result.autoConfirms', { time: localTime(match.autoConfirmAt) })}
        </Typography>
      ) : null}
      {disputes.map((dispute) => (
        <DisputeView key={dispute.id} dispute={dispute} />
      ))}
    </Stack>
  );
}
