import Box from '@mui/material/Box';
import { type CoreLayoutProps, useResetErrorBoundaryOnLocationChange } from 'ra-core';
import { SkipNavigationButton } from 'ra-ui-materialui';
import { Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { ErrorFallback } from '../pages/ErrorFallback';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { arenaBackdrop } from './PublicLayout';
import { Sidebar } from './Sidebar';
import { SponsorFooter } from './SponsorFooter';
import { BELOW_TOP_BAR } from './TopBar';

// The shell's parts, made once. react-admin draws its layout again each time it registers the resources or
// reads the user's permissions; an element that is the same object as in the last render is not drawn again,
// so only the page changes. Each part still follows its own state (the session, the drawer, its queries).
const skipLink = <SkipNavigationButton />;
const appBar = <AppBar />;
const sidebar = (
  <Sidebar appBarAlwaysOn>
    <Menu />
  </Sidebar>
);
const sponsorFooter = <SponsorFooter />;

/**
 * The signed-in shell, drawn as react-admin's `<Layout>` draws it: the skip link, our bar, react-admin's drawer
 * with our menu, and the page inside an error boundary and a Suspense; then the sponsor footer. It is the app's
 * own because react-admin's `<Layout>` also imports the parts it would draw by default (its app bar with the
 * user, locale and theme menus, its error page, its preferences inspector), which this app never shows and every
 * signed-in page would download.
 */
export function AppLayout({ children }: CoreLayoutProps) {
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
          zIndex: 1,
          minHeight: '100vh',
          width: '100%',
          // Held to the viewport: a wide table scrolls inside its own box, never the whole page sideways.
          minWidth: 0,
          ...arenaBackdrop,
        }}
      >
        {skipLink}
        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, mt: BELOW_TOP_BAR }}>
          {appBar}
          <Box component="main" sx={{ display: 'flex', flexGrow: 1 }}>
            {sidebar}
            <Box
              id="main-content"
              sx={{
                zIndex: 2,
                display: 'flex',
                flexDirection: 'column',
                flexGrow: 1,
                flexBasis: 0,
                minWidth: 0,
                px: 1,
              }}
            >
              <ErrorBoundary FallbackComponent={PageError}>
                <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>
              </ErrorBoundary>
            </Box>
          </Box>
        </Box>
      </Box>
      {sponsorFooter}
    </>
  );
}

/** A page that failed to render: the error screen, until the visitor goes to another address. */
function PageError({ resetErrorBoundary }: FallbackProps) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <ErrorFallback />;
}
