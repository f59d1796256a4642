import { List, type ListProps } from 'ra-ui-materialui';
import { QUERY_RETRY } from '../queryClient';

/**
 * An admin screen's react-admin list (DESIGN section 8): paged, sorted and searched by the server, 25 a
 * page, newest first, with neither toolbar actions nor export; the screen supplies its filters and columns.
 * A failed load retries like every other query (react-admin's list alone would not retry at all).
 * A table wider than the screen scrolls inside its card, never the whole page.
 */
export function AdminList(props: ListProps) {
  return (
    <List
      actions={false}
      exporter={false}
      empty={false}
      perPage={25}
      sort={{ field: 'createdAt', order: 'DESC' }}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      {...props}
      queryOptions={{ ...QUERY_RETRY, ...props.queryOptions }}
    />
  );
}
