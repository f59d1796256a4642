import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/matches (team managers): every match with its status and result, and /admin/matches/:id (react-admin's
// edit path) where an admin sets, corrects or voids a result. Lazy, so that no other screen downloads them.
const MatchesList = lazyPage(pageChunks.matches);
const MatchEdit = lazyPage(pageChunks.matchEdit);

const matches: ResourceConfig = {
  list: guarded('list', MatchesList),
  edit: guarded('edit', MatchEdit),
};

export default matches;
