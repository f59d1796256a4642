import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/seasons (team managers): the seasons list, /admin/seasons/create, and /admin/seasons/:id (react-admin's
// edit path), the season's page: details, the move to its next stage, and the registered teams. Lazy, so that
// no other screen downloads them.
const SeasonsList = lazyPage(pageChunks.seasons);
const SeasonCreate = lazyPage(pageChunks.seasonCreate);
const SeasonEdit = lazyPage(pageChunks.seasonEdit);

const seasons: ResourceConfig = {
  list: guarded('list', SeasonsList),
  create: guarded('create', SeasonCreate),
  edit: guarded('edit', SeasonEdit),
  recordRepresentation: 'name',
};

export default seasons;
