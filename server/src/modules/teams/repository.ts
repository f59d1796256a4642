// The teams module's reads and writes, one file per what they read or write.
// Tables owned (no other module writes them): list_versions, team_players, teams.

export * from './repository/disbanding';
export * from './repository/legacy-logos';
export * from './repository/list-viewer';
export * from './repository/players';
export * from './repository/teams';
