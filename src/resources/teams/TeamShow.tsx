import type { Team } from '@domain/api';
import { ShowBase, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import type { RecordLoad } from '@/components/record/RecordPage';
import { SHOW_BASE_PROPS } from '@/components/record/recordBaseProps';
import { TeamSections } from '@/pages/team/TeamSections';

/** The server's own text (e.g. why this team cannot be seen), else the catalogue's. */
function loadErrorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}

function TeamPage({ load: { record, isPending, error } }: { load: RecordLoad<Team> }) {
  const translate = useTranslate();
  return (
    <Page title={record?.name ?? translate('app.team.title')}>
      <LoadState loading={isPending} error={loadErrorText(error, translate('app.team.loadFailed'))}>
        {record ? <TeamSections /> : null}
      </LoadState>
    </Page>
  );
}

/**
 * /teams/{id} (and react-admin's /teams/{id}/show): one team as the signed-in user may see it
 * (GET /teams/{id}), read by react-admin's ShowBase; an id that is no team id is not read at all.
 */
export default function TeamShow() {
  const translate = useTranslate();
  const teamId = Number(useParams().id);
  if (!Number.isInteger(teamId) || teamId <= 0) {
    return (
      <Page title={translate('app.team.title')}>
        <LoadState loading={false} error={translate('app.team.notFound')}>
          {null}
        </LoadState>
      </Page>
    );
  }
  return <ShowBase<Team> {...SHOW_BASE_PROPS} id={teamId} render={(load) => <TeamPage load={load} />} />;
}
