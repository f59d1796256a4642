/** The path of a match's page (the '/matches/:id' route of src/routes.tsx). */
export const matchPath = (matchId: number): string => `/matches/${matchId}`;
