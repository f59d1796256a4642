import { FOOTER_HEIGHT } from '@domain/constants';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import arenaBackground from '../assets/arena-background.svg';
import { SponsorFooter } from './SponsorFooter';
import { BELOW_TOP_BAR, LoginButton, TopBar } from './TopBar';

/** The arena backdrop behind every screen, above the fixed sponsor footer (AppLayout uses it too). */
export const arenaBackdrop = {
  backgroundColor: 'background.default',
  backgroundImage: `url(${arenaBackground})`,
  backgroundSize: 'cover',
  backgroundAttachment: 'fixed',
  backgroundPosition: 'center',
  pb: `${FOOTER_HEIGHT}px`,
} as const;

/**
 * The app's shell as a signed-out visitor sees it (top bar with Login, no drawer, sponsor
 * footer), drawn like react-admin's layout (AppLayout) but without it: the landing page and the access
 * gate render in it before any of react-admin is downloaded (docs/decisions/0020-landing-bundle.md).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', ...arenaBackdrop }}>
        <TopBar>
          <LoginButton />
        </TopBar>
        <Box
          component="main"
          id="main-content"
          sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, mt: BELOW_TOP_BAR, px: 1 }}
        >
          {children}
        </Box>
      </Box>
      <SponsorFooter />
    </>
  );
}
