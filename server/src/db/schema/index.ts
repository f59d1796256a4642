export * from './refresh-tokens';
export * from './roles';
export * from './users';
