export type { RosterOutcome } from './apiRequest';
export { API_ROOT } from './apiRoot';
export {
  type AppDataProvider,
  createAppDataProvider,
  createDataProvider,
  LEAGUE_VIEW,
  listPath,
  RESOURCE_PATHS,
  resourcePath,
} from './dataProvider';
export { fetchJson, HttpError, isHttpError } from './fetchJson';
export { createHttpClient, type HttpClient } from './httpClient';
export { createLiveStream, type LiveEvent, type LiveListener, type LiveStream } from './liveStream';
export { unwrapEnvelope } from './unwrapEnvelope';
export { useAppDataProvider } from './useAppDataProvider';
export { useLiveTopic } from './useLiveTopic';
