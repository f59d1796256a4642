import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { ShellLink } from '../components/ShellLink';
import { useSmallScreen } from '../components/useSmallScreen';
import { translatePublic as translate } from '../i18n/public';
import { Logo } from './Logo';

/**
 * The frame of the top bar: `start` (the drawer toggle), the logo home, then `children`
 * on the right. Below the mobile breakpoint the logo drops its wordmark so the bar fits a 360 px phone.
 * It needs no react-admin, so the signed-out visitor's shell (PublicLayout) shares it.
 */
/** The room the fixed top bar takes above the screen's content: 56 px on a phone, 48 px above. */
export const BELOW_TOP_BAR = { xs: 7, sm: 6 } as const;

export function TopBar({ start, children }: { start?: ReactNode; children: ReactNode }) {
  const small = useSmallScreen();
  return (
    <MuiAppBar
      position="fixed"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: { xs: 56, sm: 48 } }}>
        {start}
        <Box
          component={ShellLink}
          to="/"
          aria-label={translate('app.layout.logoHome')}
          sx={{ display: 'flex', alignItems: 'center', color: 'inherit', borderRadius: 1 }}
        >
          <Logo compact={small} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {children}
      </Toolbar>
    </MuiAppBar>
  );
}

/** The top bar's Login button, for a signed-out visitor. */
export function LoginButton() {
  return (
    <Button component={ShellLink} to="/login" variant="contained" color="primary">
      {translate('app.layout.login')}
    </Button>
  );
}
