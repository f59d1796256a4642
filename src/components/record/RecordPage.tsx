import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';

/** What react-admin's EditBase and ShowBase hand their `render` prop: the record and the state of its read. */
export interface RecordLoad<RecordType extends RaRecord> {
  record?: RecordType;
  isPending: boolean;
  error?: unknown;
}

interface RecordPageProps<RecordType extends RaRecord> {
  load: RecordLoad<RecordType>;
  /** The page's heading once the record is read; `fallbackTitle` before that or when the read failed. */
  title: (record: RecordType) => string;
  /** The browser tab's title, when it must tell this page from another of the same heading. */
  documentTitle?: (record: RecordType) => string;
  fallbackTitle: string;
  /** The list this record belongs to, and the back button's text. */
  back: { to: string; label: string };
  /** More links next to the back button (they read the record from react-admin's RecordContext). */
  actions?: ReactNode;
  /** Shown in place of the content when the record cannot be read. */
  errorText: string;
  /** The record's sections, reading it with useRecordContext; drawn once the record is read. */
  children: ReactNode;
}

/** One record's screen inside EditBase/ShowBase: its title, the way back to its list, and its sections. */
export function RecordPage<RecordType extends RaRecord>({
  load: { record, isPending, error },
  title,
  documentTitle = title,
  fallbackTitle,
  back,
  actions,
  errorText,
  children,
}: RecordPageProps<RecordType>) {
  return (
    <Page
      title={record ? title(record) : fallbackTitle}
      documentTitle={record ? documentTitle(record) : fallbackTitle}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        {actions}
      </Stack>
      <LoadState loading={isPending} error={error ? errorText : null}>
        {record ? children : null}
      </LoadState>
    </Page>
  );
}
