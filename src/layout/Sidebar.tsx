import { FOOTER_HEIGHT } from '@domain/constants';
import { Sidebar as RaSidebar, type SidebarProps } from 'ra-ui-materialui';
import { useSession } from '../authProvider/AuthServices';

/** react-admin's drawer, shown only to signed-in users. */
export function Sidebar(props: SidebarProps) {
  const { user } = useSession();
  if (!user) return null;
  // Stop the drawer's scrolling area above the fixed sponsor footer.
  return (
    <RaSidebar
      {...props}
      sx={{ '& .RaSidebar-fixed': { height: `calc(100vh - 3em - ${FOOTER_HEIGHT}px)` } }}
    />
  );
}
