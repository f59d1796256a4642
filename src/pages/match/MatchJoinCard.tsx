import type { MatchJoinCode } from '@domain/match-join-codes';
import { awaitsResult } from '@domain/match-rules';
import type { Match } from '@domain/matches';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { PageSection } from '@/components/PageSection';
import { useAppDataProvider } from '@/dataProvider';
import { QUERY_RETRY } from '@/queryClient';
import { isServerOpen, MATCHES } from './matchPageModel';

/** One line of the card: a label and its value, the value large enough to read off in a headset. */
function Detail({ label, value, large = false }: { label: string; value: string; large?: boolean }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-label={label}
        sx={{
          m: 0,
          fontFamily: 'monospace',
          fontSize: large ? { xs: '2.25rem', sm: '2.75rem' } : '1.25rem',
          fontWeight: large ? 700 : 400,
          letterSpacing: large ? '0.15em' : undefined,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
    </>
  );
}

/**
 * "Join the match": for a player on either roster while the match's session is open and the match has no
 * result yet, the server's address and port, the session code and the player's own join code, which the
 * server gives to that player only.
 */
export function MatchJoinCard({ match }: { match: Match }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  // Until the match has its result: the codes stop working then.
  const session = isServerOpen(match) && awaitsResult(match.status) ? (match.session ?? null) : null;
  const personal = useQuery<MatchJoinCode, Error>({
    queryKey: [MATCHES, 'joinCode', match.id, session?.id ?? null],
    queryFn: () => dataProvider.getMatchJoinCode(match.id),
    enabled: session !== null,
    ...QUERY_RETRY,
  });
  if (!session) return null;
  const text = (key: string) => translate(`app.match.joinCard.${key}`);
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      notify('app.match.joinCard.copied', { type: 'success' });
    } catch {
      notify('app.match.joinCard.copyFailed', { type: 'error' });
    }
  };
  return (
    <PageSection title={text('title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{text('intro')}</Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {session.slaveIp && session.slavePort ? (
            <>
              <Detail label={text('address')} value={session.slaveIp} />
              <Detail label={text('port')} value={String(session.slavePort)} />
            </>
          ) : null}
          {session.code ? <Detail label={text('sessionCode')} value={session.code} large /> : null}
          {personal.data ? <Detail label={text('personalCode')} value={personal.data.code} large /> : null}
        </Stack>
        {session.slaveIp && session.slavePort ? null : (
          <Typography color="text.secondary">{text('waitingForAddress')}</Typography>
        )}
        {personal.error ? (
          <Typography role="alert" color="error">
            {personal.error.message || text('codeFailed')}
          </Typography>
        ) : null}
        {personal.data ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{text('personalHint')}</Typography>
            <Button variant="contained" onClick={() => void copy(personal.data.code)}>
              {text('copy')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </PageSection>
  );
}
