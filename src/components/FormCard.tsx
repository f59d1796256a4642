import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

interface FormCardProps {
  title: string;
  intro?: string;
  icon?: ReactNode;
  error: string | null;
  onSubmit: () => void;
  /** The fields and the submit button. */
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The card around the gate, login and register forms: heading (also the browser tab's title), fields, the
 * form's one error, links.
 */
export function FormCard({ title, intro, icon, error, onSubmit, children, footer }: FormCardProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper elevation={8} sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <DocumentTitle page={title} />
        {icon ? (
          <Box sx={{ color: 'secondary.main', textAlign: 'center', '& svg': { fontSize: 48 } }}>{icon}</Box>
        ) : null}
        <Typography component="h1" variant="h4" align="center" gutterBottom>
          {title}
        </Typography>
        {intro ? (
          <Typography align="center" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        ) : null}
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
        </Box>
        {footer ? <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box> : null}
      </Paper>
    </Box>
  );
}
