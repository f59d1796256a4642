import { adminMethods } from './adminMethods';
import type { ApiRequest } from './apiRequest';
import { divisionsMethods } from './divisionsMethods';
import { dropletsMethods } from './dropletsMethods';
import { gameServersMethods } from './gameServersMethods';
import { gameSessionsMethods } from './gameSessionsMethods';
import { invitationsMethods } from './invitationsMethods';
import { leagueManagementMethods } from './leagueManagementMethods';
import { leagueMethods } from './leagueMethods';
import { matchDecisionsMethods } from './matchDecisionsMethods';
import { matchesMethods } from './matchesMethods';
import { notificationsMethods } from './notificationsMethods';
import { profileMethods } from './profileMethods';
import { ratingsMethods } from './ratingsMethods';
import { rolesMethods } from './rolesMethods';
import { rosterChangesMethods } from './rosterChangesMethods';
import { seasonsMethods } from './seasonsMethods';
import { teamsMethods } from './teamsMethods';
import { usersMethods } from './usersMethods';

/**
 * The dataProvider's methods beyond simple REST: each area writes `<area>Methods.ts` beside this file and
 * adds one spread here; the type below follows, so `useAppDataProvider()` knows every method.
 * Method names are global: prefix them with what they act on (getPermissionCatalogue, stopGameSession...).
 */
export function createCustomMethods(request: ApiRequest) {
  return {
    ...rolesMethods(request),
    ...usersMethods(request),
    ...adminMethods(request),
    ...gameServersMethods(request),
    ...teamsMethods(request),
    ...invitationsMethods(request),
    ...leagueManagementMethods(request),
    ...dropletsMethods(request),
    ...profileMethods(request),
    ...gameSessionsMethods(request),
    ...notificationsMethods(request),
    ...seasonsMethods(request),
    ...divisionsMethods(request),
    ...matchDecisionsMethods(request),
    ...matchesMethods(request),
    ...leagueMethods(request),
    ...rosterChangesMethods(request),
    ...ratingsMethods(request),
  };
}

export type CustomMethods = ReturnType<typeof createCustomMethods>;
