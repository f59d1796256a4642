import Alert from '@mui/material/Alert';
import { useListContext, useTranslate } from 'ra-core';
import { List, type ListProps, Pagination } from 'ra-ui-materialui';
import { isHttpError } from '../dataProvider';
import { QUERY_RETRY } from '../queryClient';
import { Page } from './Page';

/**
 * A list's load failure in place of its rows: the server's reason when it refused the list's filters, sort
 * or page (400, as from an address edited by hand: trying again would not help), else the translated text
 * under `textKey`.
 */
export function ListLoadError({ textKey }: { textKey: string }) {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {isHttpError(error, 400) ? error.message : translate(textKey)}
    </Alert>
  );
}

/** react-admin's pager, except while the list shows a load failure: it would count rows never loaded. */
function PagerUnlessFailed() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

type AdminListProps = ListProps & {
  /** The i18n key of the failure shown in place of the rows (a shorthand for `error`). */
  loadFailed?: string;
};

/**
 * An admin screen's react-admin list: paged, sorted and searched by the server, 25 a
 * page, newest first, with neither toolbar actions nor export; the screen supplies its filters and columns.
 * A failed load retries like every other query (react-admin's list alone would not retry at all); when the
 * screen shows the failure in place of the rows (`loadFailed` or `error`), no snackbar repeats it.
 * Filters, sort and page are never kept in the shared store, so another tab or account does not inherit them.
 * A table wider than the screen scrolls inside its card, never the whole page.
 */
export function AdminList({ loadFailed, ...props }: AdminListProps) {
  const error = loadFailed ? <ListLoadError textKey={loadFailed} /> : props.error;
  return (
    <List
      actions={false}
      exporter={false}
      empty={false}
      perPage={25}
      pagination={<PagerUnlessFailed />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      storeKey={false}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      {...props}
      error={error}
      queryOptions={{ ...QUERY_RETRY, ...(error ? { onError: () => undefined } : {}), ...props.queryOptions }}
    />
  );
}

/**
 * An admin screen that is its list alone: a wide page titled with the translated `titleKey`, and the list
 * (AdminList) under the same title.
 */
export function AdminListPage({ titleKey, ...props }: AdminListProps & { titleKey: string }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Page title={title} maxWidth={1400}>
      <AdminList title={title} {...props} />
    </Page>
  );
}
