import type { MatchDispute } from '@domain/match-results';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { DetailRow } from '@/components/DetailRow';
import { DisputeStatusChip } from './DisputeRows';
import { text } from './resourceName';

/** The dispute as filed (team, captain, note, evidence links) and, once decided, the decision. */
export function DisputeDetails({ dispute }: { dispute: MatchDispute }) {
  const translate = useTranslate();
  const label = (field: string) => translate(text(`fields.${field}`));
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <DetailRow label={label('status')}>
        <DisputeStatusChip status={dispute.status} />
      </DetailRow>
      <DetailRow label={label('team')}>{dispute.team.name}</DetailRow>
      <DetailRow label={label('disputedBy')}>{dispute.disputedBy ?? '-'}</DetailRow>
      <DetailRow label={label('createdAt')}>{new Date(dispute.createdAt).toLocaleString()}</DetailRow>
      <DetailRow label={label('note')}>
        <Box component="span" sx={{ wordBreak: 'normal', overflowWrap: 'anywhere' }}>
          {dispute.note}
        </Box>
      </DetailRow>
      <DetailRow label={label('evidenceUrls')}>
        {!dispute.evidenceUrls || dispute.evidenceUrls.length === 0 ? (
          translate(text('noEvidence'))
        ) : (
          <Stack component="span">
            {dispute.evidenceUrls.map((url) => (
              <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </Link>
            ))}
          </Stack>
        )}
      </DetailRow>
      {dispute.decidedAt ? (
        <>
          <DetailRow label={label('decidedBy')}>{dispute.decidedBy ?? '-'}</DetailRow>
          <DetailRow label={label('decisionNote')}>{dispute.decisionNote ?? '-'}</DetailRow>
        </>
      ) : null}
    </Stack>
  );
}
