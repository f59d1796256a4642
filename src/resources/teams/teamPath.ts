/** The path of a team's page (the '/teams/:id' route of src/routes.tsx). */
export const teamPath = (teamId: number): string => `/teams/${teamId}`;
