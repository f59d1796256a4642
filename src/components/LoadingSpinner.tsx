import { messages } from '@domain/messages';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function LoadingSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={messages.shell.loading} color="secondary" />
    </Box>
  );
}
