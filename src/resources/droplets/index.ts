import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /admin/digital-ocean (Admin or manage:servers): the create form and the servers, with details and
// delete. Lazy, so that no screen but this one downloads it.
const ServersList = lazyPage(pageChunks.droplets);

const droplets: ResourceConfig = {
  list: guarded('list', ServersList),
  recordRepresentation: 'name',
};

export default droplets;
