import { messages } from '@domain/messages';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useSidebarState } from 'ra-ui-materialui';

export function DrawerToggle() {
  const [open, setOpen] = useSidebarState();
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={messages.shell.toggleDrawer}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon />
    </IconButton>
  );
}
