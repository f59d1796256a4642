// What other modules use of this module's tables, in their own transactions.
export { readLeagueSettings } from './repository';
