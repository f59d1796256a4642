import type { SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { type Identifier, type RaRecord, useCreatePath, useResourceContext } from 'ra-core';
import { DataTable, SimpleList } from 'ra-ui-materialui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSmallScreen } from './useSmallScreen';

type RowText<Row extends RaRecord> = (row: Row) => ReactNode;

/** Where a click on a row leads: the record's edit or show page, a path of its own, or nowhere (false). */
type RowClick = 'edit' | 'show' | false | ((id: Identifier) => string | false);

/**
 * `rowClick` as react-admin's lists take it, opening each page once. A list navigates on each click of a row,
 * and its page stays on screen while the row's page loads: the second click of a double-click would open the
 * same page again, and Back would need pressing twice. A path just opened from this list is not opened again
 * until the address changes.
 */
function useRowOpensOnce(rowClick: RowClick): RowClick {
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const location = useLocation();
  const opening = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what ends the opening.
  useEffect(() => {
    opening.current = null;
  }, [location]);
  if (rowClick === false) return false;
  return (id) => {
    const path = typeof rowClick === 'function' ? rowClick(id) : createPath({ resource, id, type: rowClick });
    if (path === false || path === opening.current) return false;
    opening.current = path;
    return path;
  };
}

export interface ResponsiveListProps<Row extends RaRecord> {
  /** The rows' accessible name (already translated): the table's, or on phones the list's. */
  label: string;
  /** Phones: the row's first line. */
  primaryText: RowText<Row>;
  /** Phones: the line under it. */
  secondaryText?: RowText<Row>;
  /** Phones: the short text (a date, a status) at the first line's end. */
  tertiaryText?: RowText<Row>;
  /** Phones: a picture before the text. */
  leftIcon?: RowText<Row>;
  /** Phones: the row's own controls after the text. */
  rightIcon?: RowText<Row>;
  /** Where a row leads, on both layouts. */
  rowClick: RowClick;
  /** The table's rows when they differ from the phone's: false where the cells hold their own links. */
  tableRowClick?: RowClick;
  rowSx?: (row: Row) => SxProps;
  /** What shows instead of rows when the list has none. */
  empty: ReactNode;
  /** From 600 px up: the table's columns (DataTable.Col, DataTable.NumberCol). */
  children: ReactNode;
  /** The table's own styles. */
  tableSx?: SxProps<Theme>;
}

/**
 * A react-admin list's rows as the screen fits them, both read from the same ListContext: below the 600 px
 * breakpoint react-admin's SimpleList (one row per record, its primary, secondary and tertiary text), from
 * there up a DataTable of the given columns. No bulk actions: the app's lists select no rows.
 */
export function ResponsiveList<Row extends RaRecord>({
  label,
  primaryText,
  secondaryText,
  tertiaryText,
  leftIcon,
  rightIcon,
  rowClick,
  tableRowClick = rowClick,
  rowSx,
  empty,
  children,
  tableSx,
}: ResponsiveListProps<Row>) {
  const small = useSmallScreen();
  const rowOpensOnce = useRowOpensOnce(rowClick);
  const tableRowOpensOnce = useRowOpensOnce(tableRowClick);
  if (small) {
    return (
      <SimpleList<Row>
        aria-label={label}
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        leftIcon={leftIcon}
        rightIcon={rightIcon}
        // A row react-admin opens by its edit or show path is a link, which opens its page once by itself.
        rowClick={typeof rowClick === 'function' ? rowOpensOnce : rowClick}
        rowSx={rowSx}
        empty={empty}
      />
    );
  }
  return (
    <DataTable<Row>
      aria-label={label}
      rowClick={tableRowOpensOnce}
      bulkActionButtons={false}
      rowSx={rowSx}
      empty={empty}
      sx={tableSx}
    >
      {children}
    </DataTable>
  );
}
