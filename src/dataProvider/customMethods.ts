import type { ApiRequest } from './apiRequest';
import { notificationsMethods } from './notificationsMethods';
import { rolesMethods } from './rolesMethods';
import { sessionsMethods } from './sessionsMethods';

/**
 * The dataProvider's methods beyond simple REST: each area writes `<area>Methods.ts` beside this file and
 * adds one spread here; the type below follows, so `useAppDataProvider()` knows every method.
 * Method names are global: prefix them with what they act on (getPermissionCatalogue, stopGameSession...).
 */
export function createCustomMethods(request: ApiRequest) {
  return {
    ...rolesMethods(request),
    ...sessionsMethods(request),
    ...notificationsMethods(request),
  };
}

export type CustomMethods = ReturnType<typeof createCustomMethods>;
