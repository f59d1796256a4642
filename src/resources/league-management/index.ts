import { lazy } from 'react';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/league-management (team managers): every team, its details in a dialog, Approve and Deny for a
// Pending one. Lazy, so that no screen but this one downloads it.
const LeagueManagementList = lazy(() => import('./LeagueManagementList'));

const leagueManagement: ResourceConfig = {
  list: guarded('list', LeagueManagementList),
  recordRepresentation: 'name',
};

export default leagueManagement;
