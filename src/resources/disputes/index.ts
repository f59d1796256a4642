import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/disputes (team managers): the captains' disputed results, open ones first, and /admin/disputes/:id
// (react-admin's edit path) where an admin reads the evidence and decides. Lazy, like every admin screen.
const DisputesList = lazyPage(pageChunks.disputes);
const DisputeEdit = lazyPage(pageChunks.disputeEdit);

const disputes: ResourceConfig = {
  list: guarded('list', DisputesList),
  edit: guarded('edit', DisputeEdit),
};

export default disputes;
