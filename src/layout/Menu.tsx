import { NAV_TOP_ITEMS, visibleNavGroups } from '@domain/navigation';
import { useTranslate } from 'ra-core';
import { MenuItemLink, Menu as RaMenu, useSidebarState } from 'ra-ui-materialui';
import { useState } from 'react';
import { usePrincipal } from '../authProvider/AuthServices';
import { NavGroupSection } from './NavGroupSection';
import { NavIconView } from './navIcons';

/** Expanded groups belong to one drawer state: opening or closing the drawer collapses them all. */
interface ExpandedGroups {
  drawerOpen: boolean;
  ids: ReadonlySet<string>;
}

function toggled(ids: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function Menu() {
  const principal = usePrincipal();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const [expanded, setExpanded] = useState<ExpandedGroups>({ drawerOpen: open, ids: new Set() });
  const expandedIds = expanded.drawerOpen === open ? expanded.ids : new Set<string>();

  const onHeaderClick = (id: string) => {
    if (!open) {
      // A click on a group of the collapsed drawer first opens the drawer.
      setOpen(true);
      setExpanded({ drawerOpen: true, ids: new Set([id]) });
      return;
    }
    setExpanded({ drawerOpen: open, ids: toggled(expandedIds, id) });
  };

  return (
    <nav aria-label={translate('app.layout.navigation')}>
      <RaMenu>
        {NAV_TOP_ITEMS.map((item) => (
          <MenuItemLink
            key={item.path}
            to={item.path}
            primaryText={item.title}
            leftIcon={<NavIconView icon={item.icon} />}
          />
        ))}
        {visibleNavGroups(principal).map((group) => (
          <NavGroupSection
            key={group.id}
            group={group}
            drawerOpen={open}
            expanded={expandedIds.has(group.id)}
            onHeaderClick={() => onHeaderClick(group.id)}
          />
        ))}
      </RaMenu>
    </nav>
  );
}
