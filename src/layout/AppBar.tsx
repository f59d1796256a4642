import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useSession } from '../authProvider/AuthServices';
import { useSmallScreen } from '../components/useSmallScreen';
import { AccountMenu } from './AccountMenu';
import { DrawerToggle } from './DrawerToggle';
import { InvitationsPopup } from './InvitationsPopup';
import { Logo } from './Logo';
import { NotificationsButton } from './NotificationsButton';

/**
 * The top bar of SPEC section 2: logo home; bell and account menu when signed in, Login otherwise.
 * Below the mobile breakpoint the logo drops its wordmark so the bar fits a 360 px phone.
 */
export function AppBar() {
  const { user } = useSession();
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <MuiAppBar
      position="fixed"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: { xs: 56, sm: 48 } }}>
        {user ? <DrawerToggle /> : null}
        <Box
          component={Link}
          to="/"
          aria-label={translate('app.layout.logoHome')}
          sx={{ display: 'flex', alignItems: 'center', color: 'inherit', borderRadius: 1 }}
        >
          <Logo compact={small} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {user ? (
          <>
            <InvitationsPopup />
            <NotificationsButton />
            <AccountMenu displayName={user.displayName} />
          </>
        ) : (
          <Button component={Link} to="/login" variant="contained" color="primary">
            {translate('app.layout.login')}
          </Button>
        )}
      </Toolbar>
    </MuiAppBar>
  );
}
