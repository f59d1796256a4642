/** The REST root on the app's own origin (DESIGN section 3). */
export const API_ROOT = '/api';
