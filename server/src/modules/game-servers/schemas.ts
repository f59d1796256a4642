import {
  gameServerCredentialSchema as credentialSchema,
  issuedGameServerCredentialSchema as issuedCredentialSchema,
} from '@domain/game-servers';
import { listQuerySchema } from '@server/http/list-params';
import { z } from 'zod';

export { credentialSchema, issuedCredentialSchema };

/** Newest first always; simple-REST range. */
export const credentialListQuery = listQuerySchema(['createdAt'], z.object({}));
