import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/divisions (team managers): every season's divisions, filtered by season, and /admin/divisions/:id
// (react-admin's edit path), the division's page: its name and share, and the teams placed in it, each
// movable to another division of the season. Lazy, like every admin screen.
const DivisionsList = lazyPage(pageChunks.divisions);
const DivisionEdit = lazyPage(pageChunks.divisionEdit);

const divisions: ResourceConfig = {
  list: guarded('list', DivisionsList),
  edit: guarded('edit', DivisionEdit),
  recordRepresentation: 'name',
};

export default divisions;
