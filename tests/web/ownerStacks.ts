import * as React from 'react';

/**
 * React's development build records where each element was created (its "owner stack") by making an Error
 * in every createElement and JSX call: a stack capture per element, about a sixth of a screen test's time.
 * React stops after 10,000 elements and counts again from 0 a second after the last count was cleared
 * (`recentlyCreatedOwnerStacks`); an element past the limit shares one placeholder stack. Holding that
 * counter at the limit makes every element take the placeholder. Rendering is unchanged: the stacks only
 * add detail to React's development warnings, which then name the component but not the line of JSX.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => OWNER_STACK_LIMIT,
    set: () => {},
    configurable: true,
  });
}

/** The count at which React's development build stops recording owner stacks. */
const OWNER_STACK_LIMIT = 1e4;
