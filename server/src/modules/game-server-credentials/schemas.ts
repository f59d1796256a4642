import { z } from 'zod';
import type { GameServerCredential, IssuedGameServerCredential } from '../../../../domain/api';
import { listQuerySchema } from '../../http/list-params';

export const credentialSchema = z
  .object({
    id: z.number().int(),
    clientId: z.string().nullable(),
    label: z.string().nullable(),
    source: z.enum(['admin', 'droplet']),
    dropletId: z.number().int().nullable(),
    createdBy: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    status: z.enum(['active', 'revoked', 'pending']),
  })
  .meta({ id: 'GameServerCredential' }) satisfies z.ZodType<GameServerCredential>;

export const issuedCredentialSchema = credentialSchema
  .extend({ secret: z.string() })
  .meta({ id: 'IssuedGameServerCredential' }) satisfies z.ZodType<IssuedGameServerCredential>;

/** Newest first always; simple-REST range. */
export const credentialListQuery = listQuerySchema(['createdAt'], z.object({}));
