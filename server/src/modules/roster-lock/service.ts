// What other modules use of this module's tables, in their own transactions.
export {
  cancelPendingJoins,
  cancelPendingOfTeam,
  findRosterChange,
  hasPendingChange,
  type LockedRosterChange,
  listRosterChanges,
  lockRosterChange,
  type RosterChangeFilter,
  type RosterChangeRow,
  type RosterChangeSortField,
  settleRosterChange,
} from './repository';
