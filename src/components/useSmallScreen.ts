import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** True below the mobile breakpoint of SPEC section 9 (600 px): screens switch to their phone layout. */
export function useSmallScreen(): boolean {
  // noSsr: read the media query on the first render, so a phone never paints the desktop layout first.
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
