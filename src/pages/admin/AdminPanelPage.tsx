import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { AdminScreenLinks } from './AdminScreenLinks';
import { AuditLogTable } from './AuditLogTable';
import { useAdminOverview } from './useAdminOverview';

/** /admin (Admin): links to the admin screens with live counts and the latest audit entries (every 30 s). */
export default function AdminPanelPage() {
  const translate = useTranslate();
  const overview = useAdminOverview();
  const audit = translate('app.adminPanel.audit');
  return (
    <Page title={translate('app.adminPanel.title')}>
      <Stack spacing={3}>
        <AdminScreenLinks overview={overview.data} />
        <Paper component="section" aria-label={audit} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {audit}
          </Typography>
          <LoadState
            loading={overview.isPending}
            error={overview.isError ? translate('app.adminPanel.loadFailed') : null}
          >
            <AuditLogTable entries={overview.data?.recentAudit ?? []} />
          </LoadState>
          <Link component={RouterLink} to="/admin/audit-log" sx={{ display: 'inline-block', mt: 2 }}>
            {translate('app.adminPanel.viewAuditLog')}
          </Link>
        </Paper>
      </Stack>
    </Page>
  );
}
