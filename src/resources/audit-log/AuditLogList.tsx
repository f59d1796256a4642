import type { AuditEntry } from '@domain/api';
import Typography from '@mui/material/Typography';
import { useTranslate, WithRecord } from 'ra-core';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleList,
} from 'ra-ui-materialui';
import { AdminList } from '@/components/AdminList';
import { Page } from '@/components/Page';
import { useSmallScreen } from '@/components/useSmallScreen';
import { AUDIT_ACTIONS } from '@/i18n/admin-panel';
import { auditActor, describeAudit } from '@/pages/admin/auditText';
import { text } from './resourceName';

/** Offered by their keys ('match.schedule'), as the table shows them. */
const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: action }));

/** Filtered by the server: who (a user, searched by name), which action, and from / until a UTC day. */
const filters = [
  <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn>
    <AutocompleteInput
      label={text('fields.actorId')}
      optionText="displayName"
      filterToQuery={(q: string) => ({ q })}
      emptyText={text('anyone')}
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

/** From 600 px up: who, what (a readable sentence), the action's key and when. */
function AuditTable() {
  const translate = useTranslate();
  return (
    <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false} empty={<NoEntries />}>
      <DataTable.Col label={text('fields.actorId')} disableSort>
        <WithRecord<AuditEntry> render={(entry) => auditActor(entry, translate)} />
      </DataTable.Col>
      <DataTable.Col label={text('fields.what')} disableSort>
        <WithRecord<AuditEntry> render={(entry) => describeAudit(entry, translate)} />
      </DataTable.Col>
      <DataTable.Col source="action" label={text('fields.action')} disableSort />
      <DataTable.Col source="createdAt" label={text('fields.createdAt')}>
        <WithRecord<AuditEntry> render={(entry) => <time dateTime={entry.createdAt}>{when(entry)}</time>} />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones (360 px): one row per entry: what, who, when. */
function AuditSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AuditEntry>
      primaryText={(entry) => describeAudit(entry, translate)}
      secondaryText={(entry) => auditActor(entry, translate)}
      tertiaryText={when}
      linkType={false}
      empty={<NoEntries />}
    />
  );
}

/** /admin/audit-log: the whole audit log, newest first, 25 a page, filtered and paged by the server. */
export default function AuditLogList() {
  const translate = useTranslate();
  const Rows = useSmallScreen() ? AuditSimpleList : AuditTable;
  const title = translate(text('title'));
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} filters={filters} loadFailed={text('loadFailed')}>
        <Rows />
      </AdminList>
    </Page>
  );
}
