import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** True below the 600 px mobile breakpoint: screens switch to their phone layout. */
export function useSmallScreen(): boolean {
  // noSsr: read the media query on the first render, so a phone never paints the desktop layout first.
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
