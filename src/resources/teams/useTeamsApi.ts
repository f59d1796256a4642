import { useMemo } from 'react';
import { useApiRequest } from '../../api/useApiRequest';
import { createTeamsApi, type TeamsApi } from './teamsApi';

export function useTeamsApi(): TeamsApi {
  const request = useApiRequest();
  return useMemo(() => createTeamsApi(request), [request]);
}
