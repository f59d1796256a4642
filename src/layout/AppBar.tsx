import { useSession } from '../authProvider/AuthServices';
import { AccountMenu } from './AccountMenu';
import { DrawerToggle } from './DrawerToggle';
import { InvitationsPopup } from './InvitationsPopup';
import { NotificationsButton } from './NotificationsButton';
import { LoginButton, TopBar } from './TopBar';

/** The top bar: logo home; bell and account menu when signed in, Login otherwise. */
export function AppBar() {
  const { user } = useSession();
  if (!user) {
    return (
      <TopBar>
        <LoginButton />
      </TopBar>
    );
  }
  return (
    <TopBar start={<DrawerToggle />}>
      <InvitationsPopup />
      <NotificationsButton />
      <AccountMenu displayName={user.displayName} />
    </TopBar>
  );
}
