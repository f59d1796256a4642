/** The REST root on the app's own origin, under /api. */
export const API_ROOT = '/api';
