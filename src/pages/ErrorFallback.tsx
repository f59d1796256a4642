import { messages } from '@domain/messages';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import { StatusPage } from '../components/StatusPage';

// Rendered when rendering failed, possibly outside the router: navigate with full page loads.
export function ErrorFallback() {
  return (
    <StatusPage
      icon={<ReportProblemIcon />}
      title={messages.errorFallback.title}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.assign('/')}>
            {messages.errorFallback.goHome}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {messages.errorFallback.reload}
          </Button>
        </>
      }
    />
  );
}
