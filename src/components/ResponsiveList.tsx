import type { SxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { Identifier, RaRecord } from 'ra-core';
import { DataTable, SimpleList } from 'ra-ui-materialui';
import type { ReactNode } from 'react';
import { useSmallScreen } from './useSmallScreen';

type RowText<Row extends RaRecord> = (row: Row) => ReactNode;

/** Where a click on a row leads: the record's edit or show page, a path of its own, or nowhere (false). */
type RowClick = 'edit' | 'show' | false | ((id: Identifier) => string | false);

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
  if (small) {
    return (
      <SimpleList<Row>
        aria-label={label}
        primaryText={primaryText}
        secondaryText={secondaryText}
        tertiaryText={tertiaryText}
        leftIcon={leftIcon}
        rightIcon={rightIcon}
        rowClick={rowClick}
        rowSx={rowSx}
        empty={empty}
      />
    );
  }
  return (
    <DataTable<Row>
      aria-label={label}
      rowClick={tableRowClick}
      bulkActionButtons={false}
      rowSx={rowSx}
      empty={empty}
      sx={tableSx}
    >
      {children}
    </DataTable>
  );
}
