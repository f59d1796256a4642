import type { ReactNode } from 'react';
import { useSmallScreen } from './useSmallScreen';

/**
 * A react-admin list's rows as the screen fits them: `small` below the 600 px breakpoint (one row per
 * record, react-admin's SimpleList), `large` from there up (a DataTable). Both read the same ListContext.
 */
export function ResponsiveList({ small, large }: { small: ReactNode; large: ReactNode }) {
  return useSmallScreen() ? small : large;
}
