import type { NavGroup } from '@domain/navigation';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { MenuItemLink } from 'ra-ui-materialui';
import { NavIconView } from './navIcons';

interface NavGroupSectionProps {
  group: NavGroup;
  expanded: boolean;
  drawerOpen: boolean;
  onHeaderClick: () => void;
}

/** A collapsible group of the side navigation: its header and, when expanded, its links. */
export function NavGroupSection({ group, expanded, drawerOpen, onHeaderClick }: NavGroupSectionProps) {
  const itemsId = `nav-group-${group.id}`;
  const header = (
    <MenuItem
      onClick={onHeaderClick}
      aria-label={group.title}
      aria-expanded={expanded}
      aria-controls={itemsId}
    >
      <ListItemIcon>
        <NavIconView icon={group.icon} />
      </ListItemIcon>
      {drawerOpen ? (
        <>
          <ListItemText>{group.title}</ListItemText>
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </>
      ) : null}
    </MenuItem>
  );

  return (
    <>
      {drawerOpen ? (
        header
      ) : (
        <Tooltip title={group.title} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={expanded} timeout="auto" unmountOnExit id={itemsId}>
        {group.items.map((item) => (
          <MenuItemLink
            key={item.path}
            to={item.path}
            primaryText={item.title}
            leftIcon={<NavIconView icon={item.icon} />}
            sx={{ pl: drawerOpen ? 4 : 2 }}
          />
        ))}
      </Collapse>
    </>
  );
}
