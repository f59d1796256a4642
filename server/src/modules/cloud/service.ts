import type { Droplet } from '@domain/api';
import type { ServerCreatePayload } from '@domain/servers';
import type { Db } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/record';
import type { CredentialService } from '../game-server-credentials/service';
import type { GameSessionService } from '../game-sessions/service';
import type { CloudProvider } from './provider';
import { createTiedSession, dropletClientId, recordTie, removeTie } from './session-ties';
import { buildUserData } from './user-data';

// Server management (SPEC section 2): the provider does the work; this gives every new machine its
// game-server settings (with its own credential, bound to droplet-<id> once the id is known, revoked when
// the machine is deleted) and records the audit entries and the game session to create when asked.

export interface CloudService {
  provider: CloudProvider;
  create(principal: AuthPrincipal, payload: ServerCreatePayload): Promise<Droplet>;
  remove(principal: AuthPrincipal, id: number): Promise<{ id: number }>;
  /** A game server completed its hello: create its droplet's session if one is waiting. */
  gameServerConnected(clientId: string): Promise<void>;
}

export interface CloudServiceDeps {
  db: Db;
  provider: CloudProvider;
  sessions: GameSessionService;
  log: FastifyBaseLogger;
  /** Where a real machine's game server connects (PUBLIC_URL). */
  backendUrl: string;
  credentials: CredentialService;
}

export function createCloudService(deps: CloudServiceDeps): CloudService {
  const { db, provider, log, credentials } = deps;
  const tieDeps = { db, sessions: deps.sessions, log };

  return {
    provider,

    async create(principal, payload) {
      const image = payload.imageSource === 'snapshot' ? (payload.snapshotId ?? 0) : payload.distribution;
      // Every machine runs a game server announcing its own id; "create a game session" only decides
      // whether a session is created, on that game server or on the named connected client.
      const hostsTheSession = payload.createGameSession && payload.clientId === undefined;
      // The droplet's id (and so its game server's clientId) is known only once the provider answers.
      const credential = await credentials.issueForMachine(principal, payload.name);
      let droplet: Droplet;
      try {
        droplet = await provider.createDroplet({
          name: payload.name,
          region: payload.region,
          size: payload.size,
          image,
          tags: payload.tags,
          userData: buildUserData({
            backendUrl: deps.backendUrl,
            gameServerCredential: credential.secret,
            ...(hostsTheSession ? { code: payload.code } : {}),
          }),
        });
      } catch (error) {
        await credentials.discard(credential.id);
        throw error;
      }
      const ownClientId = dropletClientId(droplet.id);
      const clientId = payload.clientId ?? ownClientId;
      await db.transaction(async (tx) => {
        await credentials.bindToMachine(tx, credential.id, droplet.id, ownClientId);
        if (payload.createGameSession) {
          const tie = { dropletId: droplet.id, clientId, code: payload.code, isPublic: payload.isPublic };
          await recordTie(tx, { ...tie, createdBy: principal.id });
        }
        await recordAudit(tx, {
          actorUserId: principal.id,
          action: 'server.create',
          targetType: 'server',
          targetId: droplet.id,
          details: { name: droplet.name, region: payload.region, size: payload.size },
        });
      });
      if (payload.createGameSession) await createTiedSession(tieDeps, clientId);
      return droplet;
    },

    async remove(principal, id) {
      const droplet = await provider.getDroplet(id).catch(() => null);
      await provider.deleteDroplet(id);
      const revoked = await db.transaction(async (tx) => {
        await removeTie(tx, id);
        await recordAudit(tx, {
          actorUserId: principal.id,
          action: 'server.delete',
          targetType: 'server',
          targetId: id,
          details: droplet ? { name: droplet.name } : {},
        });
        return credentials.revokeMachine(tx, id);
      });
      credentials.closeRevoked(revoked);
      return { id };
    },

    gameServerConnected: (clientId) => createTiedSession(tieDeps, clientId),
  };
}
