import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';

interface LoadStateProps {
  loading: boolean;
  /** The text to show when the load failed, or null. */
  error: string | null;
  /** Shown while loading instead of the spinner. */
  loadingText?: string;
  children: ReactNode;
}

/** A query's loading and error states in front of its content. */
export function LoadState({ loading, error, loadingText, children }: LoadStateProps) {
  const translate = useTranslate();
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        {loadingText ?? <CircularProgress size={28} aria-label={translate('app.layout.loading')} />}
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  }
  return children;
}
