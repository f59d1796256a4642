import { lazyPage, pageChunks } from '../../../pageChunks';
import { guarded, type ResourceConfig } from '../../resourceConfig';

// /admin/league-management (team managers): team approval, every team, its details in a dialog, Approve and
// Deny for a Pending one. Lazy, so that no screen but this one downloads it.
const TeamApprovalsList = lazyPage(pageChunks.teamApprovals);

const teamApprovals: ResourceConfig = {
  list: guarded('list', TeamApprovalsList),
  recordRepresentation: 'name',
};

export default teamApprovals;
