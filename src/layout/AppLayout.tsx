import { FOOTER_HEIGHT } from '@domain/constants';
import { Layout, type LayoutProps } from 'ra-ui-materialui';
import arenaBackground from '../assets/arena-background.svg';
import { ErrorFallback } from '../pages/ErrorFallback';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { SponsorFooter } from './SponsorFooter';

/** The common shell of SPEC section 2: react-admin's layout with our bar, menu, drawer, footer and backdrop. */
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
          backgroundColor: 'background.default',
          backgroundImage: `url(${arenaBackground})`,
          backgroundSize: 'cover',
          backgroundAttachment: 'fixed',
          backgroundPosition: 'center',
          pb: `${FOOTER_HEIGHT}px`,
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
