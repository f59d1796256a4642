import type { AuditEntry } from '@domain/api';
import { messages } from '@domain/messages';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditActor, describeAudit } from './auditText';

const t = messages.adminPanel;

/** The latest audit-log entries: who did what, when. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">{t.noAudit}</Typography>;
  return (
    <Table size="small" aria-label={t.auditLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.who}</TableCell>
          <TableCell>{t.columns.what}</TableCell>
          <TableCell>{t.columns.when}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{auditActor(entry)}</TableCell>
            <TableCell>{describeAudit(entry)}</TableCell>
            <TableCell>
              <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
