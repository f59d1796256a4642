import { lazy } from 'react';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /league-settings/1 (league managers): the league's settings, react-admin's edit path of its only record.
// Lazy, like every admin screen.
const LeagueSettingsEdit = lazy(() => import('./LeagueSettingsEdit'));

const leagueSettings: ResourceConfig = {
  edit: guarded('edit', LeagueSettingsEdit),
};

export default leagueSettings;
