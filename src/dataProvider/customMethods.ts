import type { ApiRequest } from './apiRequest';
import { profileMethods } from './profileMethods';
import { rolesMethods } from './rolesMethods';
import { serversMethods } from './serversMethods';

/**
 * The dataProvider's methods beyond simple REST: each area writes `<area>Methods.ts` beside this file and
 * adds one spread here; the type below follows, so `useAppDataProvider()` knows every method.
 * Method names are global: prefix them with what they act on (getPermissionCatalogue, stopGameSession...).
 */
export function createCustomMethods(request: ApiRequest) {
  return {
    ...rolesMethods(request),
    ...serversMethods(request),
    ...profileMethods(request),
  };
}

export type CustomMethods = ReturnType<typeof createCustomMethods>;
