// Tables owned (no other module writes them): game_server_connections, game_sessions.
// The game sessions module's reads and writes, one file per what they read or write.

export * from './repository/connections';
export * from './repository/sessions';
