import type { Match } from '@domain/matches';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetOne, useGetRecordId, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PageSection } from '@/components/PageSection';
import { QUERY_RETRY } from '@/queryClient';
import { MatchAdminActions } from './MatchAdminActions';
import { MatchDetails } from './MatchDetails';
import { MATCHES, text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

/** /admin/matches/{id}, react-admin's edit path: the match, and the admin's actions on its time and result. */
export default function MatchEdit() {
  const translate = useTranslate();
  const { versus } = useMatchTexts();
  const id = Number(useGetRecordId());
  const match = useGetOne<Match>(MATCHES, { id }, QUERY_RETRY);
  return (
    <Page
      title={match.data ? versus(match.data) : translate(text('title'))}
      documentTitle={
        match.data ? translate(text('manageTitle'), { match: versus(match.data) }) : translate(text('title'))
      }
    >
      <Button component={RouterLink} to="/admin/matches" sx={{ mb: 2 }}>
        {translate(text('action.back'))}
      </Button>
      <LoadState loading={match.isPending} error={match.isError ? translate(text('detailsFailed')) : null}>
        {match.data ? (
          <Stack spacing={3}>
            <PageSection title={translate(text('sections.match'))}>
              <MatchDetails match={match.data} />
            </PageSection>
            <PageSection title={translate(text('operations.title'))}>
              <MatchAdminActions match={match.data} />
            </PageSection>
          </Stack>
        ) : null}
      </LoadState>
    </Page>
  );
}
