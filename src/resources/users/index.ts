import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /users (manage:users): the list; /users/:id, react-admin's edit path, the user's page (details, roles,
// edit form, delete). Lazy, so that no other screen downloads them.
const UsersList = lazyPage(pageChunks.users);
const UserEdit = lazyPage(pageChunks.userEdit);

const users: ResourceConfig = {
  list: guarded('list', UsersList),
  edit: guarded('edit', UserEdit),
  recordRepresentation: 'displayName',
};

export default users;
