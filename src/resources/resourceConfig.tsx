import type { ResourceProps } from 'ra-core';
import { useResourceContext } from 'ra-core';
import type { ComponentType } from 'react';
import { canAccessResource } from '../authProvider/resourceAccess';
import { ProtectedRoute } from '../components/ProtectedRoute';

/** What `src/resources/<name>/index.ts` exports: `<Resource name="<name>" {...config} />`. */
export type ResourceConfig = Omit<ResourceProps, 'name'>;

/**
 * A resource view behind the resource's rule in authProvider/resourceAccess.ts, shown as every protected
 * route shows its guard: a spinner while the session is restored, /login (remembering the origin) when
 * signed out, Access Denied at the same address when the rule says no. react-admin's own check would
 * navigate to /access-denied and log a signed-out visitor out first.
 */
export function guarded(action: 'list' | 'show' | 'create' | 'edit', View: ComponentType): ComponentType {
  function GuardedView() {
    const resource = useResourceContext() ?? '';
    return (
      <ProtectedRoute allow={(principal) => canAccessResource(principal, resource, action)}>
        <View />
      </ProtectedRoute>
    );
  }
  GuardedView.displayName = `Guarded(${action})`;
  return GuardedView;
}
