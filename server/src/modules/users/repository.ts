// The users module's reads and writes, one file per what they read or write.
// Tables owned (no other module writes them): user_roles, users.

export * from './repository/accounts';
export * from './repository/addresses';
export * from './repository/admin-users';
export * from './repository/roles';
export * from './repository/users';
