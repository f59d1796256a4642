import { Route } from 'react-router-dom';
import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /teams (team managers): every team, filtered by status and division. /teams/:id (every signed-in user):
// the team's page, react-admin's show, which also answers at its own /teams/:id/show. Lazy, so that no
// other screen downloads them; a stored session opening either address starts its chunk early (pageChunks).
const TeamsList = lazyPage(pageChunks.teams);
const TeamShow = guarded('show', lazyPage(pageChunks.team));

const teams: ResourceConfig = {
  list: guarded('list', TeamsList),
  show: TeamShow,
  recordRepresentation: 'name',
  // The address every link, e-mail and calendar already gives a team's page.
  children: <Route path=":id" element={<TeamShow />} />,
};

export default teams;
