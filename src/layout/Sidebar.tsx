import { Sidebar as RaSidebar, type SidebarProps } from 'ra-ui-materialui';
import { useSession } from '../authProvider/AuthServices';

/** react-admin's drawer, shown only to signed-in users (SPEC section 2). */
export function Sidebar(props: SidebarProps) {
  const { user } = useSession();
  return user ? <RaSidebar {...props} /> : null;
}
