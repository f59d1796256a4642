import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { translatePublic as translate } from '../i18n/public';

export function LoadingSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={translate('app.layout.loading')} color="secondary" />
    </Box>
  );
}
