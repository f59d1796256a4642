import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import { StatusPage } from '../components/StatusPage';
import { translatePublic as translate } from '../i18n/public';

// Rendered when rendering failed, possibly outside the router: navigate with full page loads.
export function ErrorFallback() {
  return (
    <StatusPage
      icon={<ReportProblemIcon />}
      title={translate('app.errors.errorFallback.title')}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.assign('/')}>
            {translate('app.errors.errorFallback.goHome')}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {translate('app.errors.errorFallback.reload')}
          </Button>
        </>
      }
    />
  );
}
