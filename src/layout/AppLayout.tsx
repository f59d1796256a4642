import { Layout, type LayoutProps } from 'ra-ui-materialui';
import { ErrorFallback } from '../pages/ErrorFallback';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { arenaBackdrop } from './PublicLayout';
import { Sidebar } from './Sidebar';
import { SponsorFooter } from './SponsorFooter';

/** The common shell: react-admin's layout with our bar, menu, drawer, footer and backdrop. */
export function AppLayout({ children }: LayoutProps) {
  return (
    <>
      <Layout
        appBar={AppBar}
        appBarAlwaysOn
        menu={Menu}
        sidebar={Sidebar}
        error={ErrorFallback}
        sx={{
          ...arenaBackdrop,
          // react-admin lets the layout (fit-content) and its content (a flex item) grow to fit the widest
          // table, which scrolls the whole page sideways on a phone; held to the viewport instead, a wide
          // table scrolls inside its own box.
          minWidth: 0,
          '& .RaLayout-content': { backgroundColor: 'transparent', minWidth: 0 },
        }}
      >
        {children}
      </Layout>
      <SponsorFooter />
    </>
  );
}
