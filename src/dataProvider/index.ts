export { API_ROOT } from './apiRoot';
export { createDataProvider, RESOURCE_PATHS, resourcePath, unwrapEnvelope } from './dataProvider';
export { fetchJson, HttpError, isHttpError } from './fetchJson';
export { createHttpClient, type HttpClient } from './httpClient';
