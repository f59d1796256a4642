import type { GameServerCredential, IssuedGameServerCredential } from '@domain/api';
import type { CredentialIssuePayload } from '@domain/game-servers';
import { translate } from '@domain/i18n';
import type { Db, Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import type { Page } from '@server/http/list-params';
import type { AuthPrincipal } from '@server/plugins/auth';
import { recordAudit } from '../audit/service';
import {
  bindToDroplet,
  deleteCredential,
  findCredential,
  insertCredential,
  listCredentials,
  present,
  revokeCredential,
  revokeDropletCredentials,
} from './repository';

// Issuing and revoking game-server credentials: by admins for game servers run elsewhere, and by Server
// management for each machine it creates (see droplets/service.ts). A revoked credential's live connections
// are closed through `onRevoked` (the gateway, on every instance), after the revocation is committed.

export interface CredentialServiceDeps {
  db: Db;
  /** Closes every connection that authenticated with one of these credentials. */
  onRevoked(credentialIds: number[]): void;
}

export interface CredentialService {
  /** Newest first, revoked ones included; never a secret or its hash. */
  list(range: Page | undefined): Promise<{ credentials: GameServerCredential[]; total: number }>;
  issue(principal: AuthPrincipal, payload: CredentialIssuePayload): Promise<IssuedGameServerCredential>;
  revoke(principal: AuthPrincipal, id: number): Promise<GameServerCredential>;
  /** A credential for a machine about to be created: bound to no clientId yet, so it lets nobody in (4011). */
  issueForMachine(createdBy: number | null, name: string): Promise<{ id: number; secret: string }>;
  /** The machine exists: its credential now speaks for the clientId its game server announces. */
  bindToMachine(tx: Queryable, id: number, dropletId: number, clientId: string): Promise<void>;
  /** The machine was never created: its credential goes. */
  discard(id: number): Promise<void>;
  /** The machine is being deleted: revokes its credentials in `tx`; call `closeRevoked` once committed. */
  revokeMachine(tx: Queryable, dropletId: number): Promise<number[]>;
  closeRevoked(credentialIds: number[]): void;
}

export function createCredentialService({ db, onRevoked }: CredentialServiceDeps): CredentialService {
  return {
    list: (range) => listCredentials(db, range),

    async issue(principal, { clientId, label }) {
      return db.transaction(async (tx) => {
        const { row, secret } = await insertCredential(tx, {
          clientId,
          label: label ?? null,
          source: 'admin',
          createdBy: principal.id,
        });
        await recordAudit(tx, {
          actorUserId: principal.id,
          action: 'gameServerCredential.issue',
          targetType: 'gameServerCredential',
          targetId: row.id,
          details: { name: clientId, label: label ?? null },
        });
        return { ...present(row, { id: principal.id, displayName: principal.displayName }), secret };
      });
    },

    async revoke(principal, id) {
      const outcome = await db.transaction(async (tx) => {
        const revoked = await revokeCredential(tx, id);
        if (!revoked) return { row: await findCredential(tx, id), revokedNow: false };
        await recordAudit(tx, {
          actorUserId: principal.id,
          action: 'gameServerCredential.revoke',
          targetType: 'gameServerCredential',
          targetId: id,
          details: { name: revoked.clientId ?? `#${id}` },
        });
        return { row: revoked, revokedNow: true };
      });
      if (!outcome.row)
        throw httpError(404, translate('resources.admin/game-servers.notFound'), {
          code: 'CREDENTIAL_NOT_FOUND',
        });
      // Revoking twice is harmless: the record is answered as it is.
      if (outcome.revokedNow) onRevoked([id]);
      return present(outcome.row);
    },

    async issueForMachine(createdBy, name) {
      const { row, secret } = await db.transaction((tx) =>
        insertCredential(tx, { clientId: null, label: name, source: 'droplet', createdBy }),
      );
      return { id: row.id, secret };
    },

    bindToMachine: bindToDroplet,
    discard: (id) => deleteCredential(db, id),
    revokeMachine: revokeDropletCredentials,
    closeRevoked: (ids) => {
      if (ids.length > 0) onRevoked(ids);
    },
  };
}
