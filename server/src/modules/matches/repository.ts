// The matches module's reads and writes, one file per what they read or write.
// Tables owned (no other module writes them): match_events, matches.

export * from './repository/live-score';
export * from './repository/matches';
export * from './repository/parties';
export * from './repository/scheduled-in-play';
export * from './repository/steps';
