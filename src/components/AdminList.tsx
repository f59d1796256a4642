import { List, type ListProps } from 'ra-ui-materialui';

/**
 * An admin screen's react-admin list (DESIGN section 8): paged, sorted and searched by the server, 25 a
 * page, newest first, with neither toolbar actions nor export; the screen supplies its filters and columns.
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
    />
  );
}
