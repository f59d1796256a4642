import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /roles (Admin role): the list with create, edit and delete dialogs. Lazy, so that no screen but this
// one downloads it.
const RolesList = lazyPage(pageChunks.roles);

const roles: ResourceConfig = {
  list: guarded('list', RolesList),
  recordRepresentation: 'name',
};

export default roles;
