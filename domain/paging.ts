// How long one page of a list may be. Kept apart from the envelope's schemas, so the browser's start-up
// code can read it without loading zod.

/** The most rows one page of a list may hold (the simple-REST `range` asks for at most this many). */
export const MAX_PAGE_ROWS = 1000;
/** A list's whole first page at the API's maximum: every row of a list that never grows that long. */
export const ALL_ROWS_PAGE = { page: 1, perPage: MAX_PAGE_ROWS };
