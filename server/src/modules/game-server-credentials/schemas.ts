import { z } from 'zod';
import {
  gameServerCredentialSchema as credentialSchema,
  issuedGameServerCredentialSchema as issuedCredentialSchema,
} from '../../../../domain/game-servers';
import { listQuerySchema } from '../../http/list-params';

export { credentialSchema, issuedCredentialSchema };

/** Newest first always; simple-REST range. */
export const credentialListQuery = listQuerySchema(['createdAt'], z.object({}));
