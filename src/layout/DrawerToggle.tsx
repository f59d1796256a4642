import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'ra-ui-materialui';

export function DrawerToggle() {
  const [open, setOpen] = useSidebarState();
  const translate = useTranslate();
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={translate('app.layout.toggleDrawer')}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon />
    </IconButton>
  );
}
