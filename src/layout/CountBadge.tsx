import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/** Top-bar badges show counts above this as "99+". */
const BADGE_MAX = 99;

/** The text a top-bar badge shows for `count`, which the button's accessible name must contain too. */
export function badgeCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * A top-bar icon with its count. With nothing to count there is no badge at all: MUI keeps a hidden badge's
 * last number in the page, and text inside a button that its name does not contain confuses speech input.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Badge badgeContent={count} max={BADGE_MAX} color="secondary">
      {children}
    </Badge>
  );
}
