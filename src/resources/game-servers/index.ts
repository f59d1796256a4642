// The Game servers resource (issue 11): per-game-server credentials. react-admin names it `game-servers`;
// the data provider maps it to /api/game-server-credentials (list and issue); revoke is its own action.

export const GAME_SERVERS_RESOURCE = 'game-servers';
export const GAME_SERVERS_API_PATH = 'game-server-credentials';
export const GAME_SERVERS_ROUTE = '/admin/game-servers';

export const revokePath = (id: number) => `/${GAME_SERVERS_API_PATH}/${id}/revoke`;
