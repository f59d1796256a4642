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

// Server management (SPEC section 2): the provider does the work; this records the audit entries and
// the game session a new droplet should host.

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
      const given = payload.clientId;
      // A real machine reads its game server's settings from userData (without a given clientId it
      // announces droplet-<id>, its id from the metadata service).
      const userData = payload.createGameSession
        ? buildUserData({
            backendUrl: deps.backendUrl,
            gameServerToken: deps.gameServerToken,
            code: payload.code,
            ...(given ? { clientId: given } : {}),
          })
        : undefined;
      const droplet = await provider.createDroplet({
        name: payload.name,
        region: payload.region,
        size: payload.size,
        image,
        tags: payload.tags,
        ...(userData ? { userData } : {}),
        ...(payload.createGameSession ? { gameServer: given ? { clientId: given } : {} } : {}),
      });
      const clientId = given ?? dropletClientId(droplet.id);
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
          details: { name: droplet.name, region: droplet.region.slug, size: droplet.size_slug },
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
