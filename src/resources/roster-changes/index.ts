import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/roster-changes (team managers): joins, leaves and removals asked for while a season locked the
// rosters, pending ones first, and /admin/roster-changes/:id/show (react-admin's show path) where an admin
// approves or denies one. Lazy, like every admin screen.
const RosterChangesList = lazyPage(pageChunks.rosterChanges);
const RosterChangeShow = lazyPage(pageChunks.rosterChangeShow);

const rosterChanges: ResourceConfig = {
  list: guarded('list', RosterChangesList),
  show: guarded('show', RosterChangeShow),
};

export default rosterChanges;
