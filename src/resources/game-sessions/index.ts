import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /sessions (view:gameSessions or manage:gameSessions): the Game Session Manager, stats, create form and
// the list with its actions. Lazy, so that no screen but this one downloads it.
const SessionsList = lazyPage(pageChunks.gameSessions);

const gameSessions: ResourceConfig = {
  list: guarded('list', SessionsList),
  recordRepresentation: 'code',
};

export default gameSessions;
