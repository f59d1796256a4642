import type { FastifyBaseLogger } from 'fastify';
import type { Droplet } from '../../../../domain/api';
import type { ServerCreatePayload } from '../../../../domain/servers';
import type { Db } from '../../db/client';
import type { AuthPrincipal } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import type { GameSessionService } from '../game-sessions/service';
import type { CloudProvider } from './provider';
import { createTiedSession, dropletClientId, recordTie, removeTie } from './session-ties';
import { buildUserData } from './user-data';

// Server management (SPEC section 2): the provider does the work; this gives every new machine its
// game-server settings and records the audit entries and the game session to create when asked.

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
  gameServerToken: string;
}

export function createCloudService(deps: CloudServiceDeps): CloudService {
  const { db, provider, log } = deps;
  const tieDeps = { db, sessions: deps.sessions, log };

  return {
    provider,

    async create(principal, payload) {
      const image = payload.imageSource === 'snapshot' ? (payload.snapshotId ?? 0) : payload.distribution;
      // Every machine runs a game server announcing its own id; "create a game session" only decides
      // whether a session is created, on that game server or on the named connected client.
      const hostsTheSession = payload.createGameSession && payload.clientId === undefined;
      const droplet = await provider.createDroplet({
        name: payload.name,
        region: payload.region,
        size: payload.size,
        image,
        tags: payload.tags,
        userData: buildUserData({
          backendUrl: deps.backendUrl,
          gameServerToken: deps.gameServerToken,
          ...(hostsTheSession ? { code: payload.code } : {}),
        }),
      });
      const clientId = payload.clientId ?? dropletClientId(droplet.id);
      await db.transaction(async (tx) => {
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
      await db.transaction(async (tx) => {
        await removeTie(tx, id);
        await recordAudit(tx, {
          actorUserId: principal.id,
          action: 'server.delete',
          targetType: 'server',
          targetId: id,
          details: droplet ? { name: droplet.name } : {},
        });
      });
      return { id };
    },

    gameServerConnected: (clientId) => createTiedSession(tieDeps, clientId),
  };
}
