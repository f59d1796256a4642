import { useMemo } from 'react';
import { useAuth } from '../authProvider/AuthServices';
import { createHttpClient } from '../dataProvider/httpClient';
import { type ApiRequest, createApiRequest } from './request';

/** The app's HTTP client (Bearer token, one refresh on 401) as an envelope-unwrapping request function. */
export function useApiRequest(): ApiRequest {
  const auth = useAuth();
  return useMemo(() => createApiRequest(createHttpClient(auth)), [auth]);
}
