import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage, pageChunks } from '../../pageChunks';
import { guarded, type ResourceConfig } from '../resourceConfig';

// /teams (team managers): every team, filtered by status and division. /teams/:id (every signed-in user):
// the team's page, react-admin's show, which also answers at its own /teams/:id/show. Lazy, so that no
// other screen downloads them; the team page is the chunk that a stored session starts early (pageChunks).
const TeamsList = lazy(() => import('./TeamsList'));
const TeamShow = guarded('show', lazyPage(pageChunks.team));

const teams: ResourceConfig = {
  list: guarded('list', TeamsList),
  show: TeamShow,
  recordRepresentation: 'name',
  // The address every link, e-mail and calendar already gives a team's page.
  children: <Route path=":id" element={<TeamShow />} />,
};

export default teams;
