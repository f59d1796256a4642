import { translate } from './i18n';
import { z } from './zod';

// The game-server identity rule (docs/game-server-protocol.md, hello.clientId) and the payload of issuing
// a game-server credential (POST /game-servers/credentials), shared by the gateway, the API and the form.

/** hello.clientId: 1-64 characters of A-Z a-z 0-9 _ . : - */
export const GAME_SERVER_CLIENT_ID_PATTERN = /^[\w.:-]{1,64}$/;
export const CREDENTIAL_LABEL_MAX = 100;

export const gameServerClientIdSchema = z
  .string(translate('resources.admin/game-servers.clientIdRequired'))
  .trim()
  .min(1, translate('resources.admin/game-servers.clientIdRequired'))
  .regex(GAME_SERVER_CLIENT_ID_PATTERN, translate('resources.admin/game-servers.clientIdInvalid'));

/** A form's empty label means none. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const credentialIssuePayloadSchema = z.object({
  clientId: gameServerClientIdSchema,
  label: z.preprocess(
    blankToUndefined,
    z
      .string(translate('resources.admin/game-servers.labelInvalid'))
      .trim()
      .max(CREDENTIAL_LABEL_MAX, translate('resources.admin/game-servers.labelInvalid'))
      .optional(),
  ),
});
export type CredentialIssuePayload = z.infer<typeof credentialIssuePayloadSchema>;

/** Whether a game-server credential lets its game server in ('pending': a machine's create is under way). */
export const GAME_SERVER_CREDENTIAL_STATUSES = ['active', 'revoked', 'pending'] as const;
export type GameServerCredentialStatus = (typeof GAME_SERVER_CREDENTIAL_STATUSES)[number];

/** A per-game-server credential as the Game servers screen lists it: never its secret. */
export const gameServerCredentialSchema = z
  .object({
    id: z.number().int(),
    /** The only clientId it authenticates; null while its machine is being created. */
    clientId: z.string().nullable(),
    label: z.string().nullable(),
    /** 'droplet': made by Server management for a machine; 'admin': issued for a game server run elsewhere. */
    source: z.enum(['admin', 'droplet']),
    dropletId: z.number().int().nullable(),
    createdBy: z.object({ id: z.number().int(), displayName: z.string() }).nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    status: z.enum(GAME_SERVER_CREDENTIAL_STATUSES),
  })
  .meta({ id: 'GameServerCredential' });
export type GameServerCredential = z.infer<typeof gameServerCredentialSchema>;

/** The answer to issuing a credential: the record and, this once, its secret. */
export const issuedGameServerCredentialSchema = gameServerCredentialSchema
  .extend({ secret: z.string() })
  .meta({ id: 'IssuedGameServerCredential' });
export type IssuedGameServerCredential = z.infer<typeof issuedGameServerCredentialSchema>;
