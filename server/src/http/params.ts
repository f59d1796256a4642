import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** A database id in a path: a positive integer within PostgreSQL's integer range. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

export const idParams = z.object({ id: idSchema });
