import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /league-settings/1 (league managers): the league's settings, react-admin's edit path of its only record.
// Lazy, like every admin screen.
const LeagueSettingsEdit = lazyPage(pageChunks.leagueSettings);

const leagueSettings: ResourceConfig = {
  edit: guarded('edit', LeagueSettingsEdit),
};

export default leagueSettings;
