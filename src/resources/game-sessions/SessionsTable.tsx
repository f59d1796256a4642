import type { GameSession } from '@domain/api';
import { useListContext, useTranslate } from 'ra-core';
import { DataTable } from 'ra-ui-materialui';
import { LoadState } from '@/components/LoadState';
import { SessionRowActions } from './SessionRowActions';
import { SessionsEmpty } from './SessionsEmpty';
import { SESSION_COLUMNS } from './sessionColumns';

/** From 600 px up: the page of sessions as a table; columns label themselves and sort on the server. */
export function SessionsTable({ canManage }: { canManage: boolean }) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  return (
    <LoadState loading={isPending} error={null}>
      <DataTable<GameSession>
        aria-label={translate('resources.sessions.list.tableLabel')}
        bulkActionButtons={false}
        rowClick={false}
        empty={<SessionsEmpty />}
        sx={{ '& td, & th': { py: 1, px: 1.25 } }}
      >
        {SESSION_COLUMNS.map((column) => (
          <DataTable.Col<GameSession>
            key={column.source}
            source={column.source}
            disableSort={!column.sortable}
            align={column.align}
            render={column.render}
          />
        ))}
        {canManage ? (
          <DataTable.Col<GameSession>
            label="resources.sessions.fields.actions"
            align="right"
            disableSort
            render={(session) => <SessionRowActions session={session} />}
          />
        ) : null}
      </DataTable>
    </LoadState>
  );
}
