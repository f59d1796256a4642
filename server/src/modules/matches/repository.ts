// The matches module's reads and writes, one file per what they read or write.

export * from './repository/live-score';
export * from './repository/matches';
export * from './repository/parties';
export * from './repository/steps';
