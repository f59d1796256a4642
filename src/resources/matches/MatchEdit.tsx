import type { Match } from '@domain/matches';
import Stack from '@mui/material/Stack';
import { EditBase, useRecordContext, useTranslate } from 'ra-core';
import { PageSection } from '@/components/PageSection';
import { RecordPage } from '@/components/record/RecordPage';
import { EDIT_BASE_PROPS } from '@/components/record/recordBaseProps';
import { MatchAdminActions } from './MatchAdminActions';
import { MatchDetails } from './MatchDetails';
import { MATCHES, text } from './resourceName';
import { useMatchTexts } from './useMatchTexts';

/** The match of the page (react-admin's RecordContext) and the admin's actions on its time and result. */
function MatchSections() {
  const translate = useTranslate();
  const match = useRecordContext<Match>();
  if (!match) return null;
  return (
    <Stack spacing={3}>
      <PageSection title={translate(text('sections.match'))}>
        <MatchDetails match={match} />
      </PageSection>
      <PageSection title={translate(text('operations.title'))}>
        <MatchAdminActions match={match} />
      </PageSection>
    </Stack>
  );
}

/** /admin/matches/{id}, react-admin's edit path: the match, and the admin's actions on its time and result. */
export default function MatchEdit() {
  const translate = useTranslate();
  const { versus } = useMatchTexts();
  return (
    <EditBase<Match>
      {...EDIT_BASE_PROPS}
      render={(load) => (
        <RecordPage
          load={load}
          title={versus}
          documentTitle={(match) => translate(text('manageTitle'), { match: versus(match) })}
          fallbackTitle={translate(text('title'))}
          back={{ to: `/${MATCHES}`, label: translate(text('action.back')) }}
          errorText={translate(text('detailsFailed'))}
        >
          <MatchSections />
        </RecordPage>
      )}
    />
  );
}
