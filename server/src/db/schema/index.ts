export * from './audit-log';
export * from './invitations';
export * from './leagues';
export * from './notifications';
export * from './refresh-tokens';
export * from './roles';
export * from './teams';
export * from './users';
