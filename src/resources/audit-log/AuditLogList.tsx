import type { AuditEntry } from '@domain/api';
import { adminPanelMessages } from '@domain/i18n/admin-panel';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AutocompleteInput, DataTable, DateInput, ReferenceInput, SelectInput } from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { ResponsiveList } from '@/components/ResponsiveList';
import { auditActor, describeAudit } from '@/pages/admin/auditText';
import { text } from './resourceName';

/** The actions the audit log names readably, offered sorted by their keys ('match.schedule'), as the table shows them. */
const actionChoices = Object.keys(adminPanelMessages.actions)
  .sort()
  .map((action) => ({ id: action, name: action }));

/** Filtered by the server: who (a user, searched by name), which action, and from / until a UTC day. */
const filters = [
  <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn>
    <AutocompleteInput
      label={text('fields.actorId')}
      optionText="displayName"
      filterToQuery={(q: string) => ({ q })}
      emptyText={text('anyone')}
      size="small"
      helperText={false}
    />
  </ReferenceInput>,
  <SelectInput
    key="action"
    source="action"
    label={text('fields.action')}
    choices={actionChoices}
    translateChoice={false}
    emptyText={text('anyAction')}
    alwaysOn
  />,
  <DateInput key="since" source="since" label={text('fields.since')} alwaysOn />,
  <DateInput key="until" source="until" label={text('fields.until')} alwaysOn />,
];

function NoEntries() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text('empty'))}</Typography>;
}

const when = (entry: AuditEntry) => new Date(entry.createdAt).toLocaleString();

const Column = DataTable.Col<AuditEntry>;

/** Who, what (a readable sentence), the action's key and when; on phones what over who, when at the end. */
function AuditRows() {
  const translate = useTranslate();
  const actor = (entry: AuditEntry) => auditActor(entry, translate);
  const what = (entry: AuditEntry) => describeAudit(entry, translate);
  return (
    <ResponsiveList<AuditEntry>
      label={translate(text('title'))}
      primaryText={what}
      secondaryText={actor}
      tertiaryText={when}
      rowClick={false}
      empty={<NoEntries />}
    >
      <Column label={text('fields.actorId')} disableSort render={actor} />
      <Column label={text('fields.what')} disableSort render={what} />
      <Column source="action" label={text('fields.action')} disableSort />
      <Column
        source="createdAt"
        label={text('fields.createdAt')}
        render={(entry) => <time dateTime={entry.createdAt}>{when(entry)}</time>}
      />
    </ResponsiveList>
  );
}

/** /admin/audit-log: the whole audit log, newest first, 25 a page, filtered and paged by the server. */
export default function AuditLogList() {
  const translate = useTranslate();
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} filters={filters} loadFailed={text('loadFailed')}>
        <AuditRows />
      </AdminList>
    </Page>
  );
}
