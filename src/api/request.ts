// Moved to the dataProvider, the one place that sends HTTP requests; kept for the areas not converted yet.
export { type ApiRequest, createApiRequest, type HttpMethod } from '../dataProvider/apiRequest';
