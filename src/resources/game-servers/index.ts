import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/game-servers (Admin or manage:servers): per-game-server credentials, listed, issued and revoked.
// react-admin names the resource by its URL, `admin/game-servers`; the dataProvider maps it to
// /api/game-servers/credentials (RESOURCE_PATHS). Lazy, so that no other screen downloads it.
const GameServersList = lazyPage(pageChunks.gameServers);

const gameServers: ResourceConfig = {
  list: guarded('list', GameServersList),
  recordRepresentation: 'clientId',
};

export default gameServers;
