import { FOOTER_HEIGHT } from '@domain/constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { translatePublic as translate } from '../i18n/public';
import { SponsorStrip } from './SponsorStrip';

export function SponsorFooter() {
  return (
    <Box
      component="footer"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: FOOTER_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'rgba(11, 13, 23, 0.94)',
        borderTop: 1,
        borderColor: 'divider',
        backdropFilter: 'blur(6px)',
      }}
    >
      <SponsorStrip />
      <Typography variant="caption" component="p" align="center" color="text.secondary">
        {translate('app.layout.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
