export type { RosterOutcome } from './apiRequest';
export { API_ROOT } from './apiRoot';
export { type AppDataProvider, createDataProvider, RESOURCE_PATHS, resourcePath } from './dataProvider';
export { fetchJson, HttpError, isHttpError } from './fetchJson';
export { createHttpClient, type HttpClient } from './httpClient';
export { unwrapEnvelope } from './unwrapEnvelope';
export { useAppDataProvider } from './useAppDataProvider';
