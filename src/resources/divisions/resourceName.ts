/** The divisions resource: its name is its route (/admin/divisions), mapped to /divisions in RESOURCE_PATHS. */
export const DIVISIONS = 'admin/divisions';

/** A key of the divisions' texts (domain/i18n/divisions.ts). */
export const text = (key: string): string => `resources.${DIVISIONS}.${key}`;

/** The page of one division (react-admin's edit path). */
export const divisionPath = (id: number): string => `/${DIVISIONS}/${id}`;
