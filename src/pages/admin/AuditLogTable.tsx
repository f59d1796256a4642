import type { AuditEntry } from '@domain/api';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { auditActor, describeAudit } from './auditText';

/** The latest audit-log entries: who did what, when. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const translate = useTranslate();
  if (entries.length === 0) {
    return <Typography color="text.secondary">{translate('app.adminPanel.noAudit')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('app.adminPanel.auditLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.adminPanel.columns.who')}</TableCell>
          <TableCell>{translate('app.adminPanel.columns.what')}</TableCell>
          <TableCell>{translate('app.adminPanel.columns.when')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{auditActor(entry, translate)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{describeAudit(entry, translate)}</TableCell>
            <TableCell>
              <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
