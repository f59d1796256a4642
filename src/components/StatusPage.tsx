import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

interface StatusPageProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  /** The buttons offered to get out of here. */
  actions: ReactNode;
}

/** A centred card for the error, 404 and access-denied screens. */
export function StatusPage({ title, text, icon, actions }: StatusPageProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper elevation={6} sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <DocumentTitle page={title} />
        {icon ? <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 56 } }}>{icon}</Box> : null}
        <Typography component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        {text ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text}
          </Typography>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      </Paper>
    </Box>
  );
}
