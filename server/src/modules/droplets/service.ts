import type { Droplet } from '@domain/api';
import type { ServerCreatePayload } from '@domain/droplets';
import type { Db, Queryable } from '@server/db/client';
import type { AuthPrincipal } from '@server/plugins/auth';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/service';
import type { CredentialService } from '../game-servers/service';
import type { GameSessionService } from '../game-sessions/service';
import type { CloudProvider } from './provider';
import { removeTie } from './repository';
import { createTiedSession, dropletClientId, recordTie } from './session-ties';
import { buildUserData } from './user-data';

// Server management: the provider does the work; this gives every new machine its
// game-server settings (with its own credential, bound to droplet-<id> once the id is known, revoked when
// the machine is deleted) and records the audit entries and the game session to create when asked.

export interface DropletsService {
  provider: CloudProvider;
  create(principal: AuthPrincipal, payload: ServerCreatePayload): Promise<Droplet>;
  remove(principal: AuthPrincipal, id: number): Promise<{ id: number }>;
  /** A game server completed its hello: create its droplet's session if one is waiting. */
  gameServerConnected(clientId: string): Promise<void>;
  /** A machine the league makes by itself (for a match): its own credential, an audit entry by nobody. */
  createMachine(spec: MachineSpec): Promise<Droplet>;
  /** Deletes a machine the league made, revoking its credential. */
  deleteMachine(id: number): Promise<void>;
}

export interface MachineSpec {
  name: string;
  region: string;
  size: string;
  image: number | string;
  tags: string[];
}

export interface DropletsServiceDeps {
  db: Db;
  provider: CloudProvider;
  sessions: GameSessionService;
  log: FastifyBaseLogger;
  /** Where a real machine's game server connects (PUBLIC_URL). */
  backendUrl: string;
  credentials: CredentialService;
}

export function createDropletsService(deps: DropletsServiceDeps): DropletsService {
  const { db, provider, log, credentials } = deps;
  const tieDeps = { db, sessions: deps.sessions, log };

  /**
   * Creates a droplet whose game server gets its own credential, bound to droplet-<id> once the id is known
   * (the provider answers it), with `alsoInTx` written in the same transaction as the binding and the audit.
   */
  async function launch(
    actorId: number | null,
    spec: MachineSpec,
    sessionCode: string | undefined,
    alsoInTx?: (tx: Queryable, dropletId: number) => Promise<void>,
  ): Promise<Droplet> {
    const credential = await credentials.issueForMachine(actorId, spec.name);
    let droplet: Droplet;
    try {
      droplet = await provider.createDroplet({
        ...spec,
        userData: buildUserData({
          backendUrl: deps.backendUrl,
          gameServerCredential: credential.secret,
          ...(sessionCode === undefined ? {} : { code: sessionCode }),
        }),
      });
    } catch (error) {
      await credentials.discard(credential.id);
      throw error;
    }
    await db.transaction(async (tx) => {
      await credentials.bindToMachine(tx, credential.id, droplet.id, dropletClientId(droplet.id));
      await alsoInTx?.(tx, droplet.id);
      await recordAudit(tx, {
        actorUserId: actorId,
        action: 'server.create',
        targetType: 'server',
        targetId: droplet.id,
        details: { name: droplet.name, region: spec.region, size: spec.size },
      });
    });
    return droplet;
  }

  async function destroy(actorId: number | null, id: number): Promise<void> {
    const droplet = await provider.getDroplet(id).catch(() => null);
    await provider.deleteDroplet(id);
    const revoked = await db.transaction(async (tx) => {
      await removeTie(tx, id);
      await deps.sessions.endAllOnGoneServer(tx, dropletClientId(id));
      await recordAudit(tx, {
        actorUserId: actorId,
        action: 'server.delete',
        targetType: 'server',
        targetId: id,
        details: droplet ? { name: droplet.name } : {},
      });
      return credentials.revokeMachine(tx, id);
    });
    credentials.closeRevoked(revoked);
  }

  return {
    provider,

    async create(principal, payload) {
      const image = payload.imageSource === 'snapshot' ? (payload.snapshotId ?? 0) : payload.distribution;
      // Every machine runs a game server announcing its own id; "create a game session" only decides
      // whether a session is created, on that game server or on the named connected client.
      const hostsTheSession = payload.createGameSession && payload.clientId === undefined;
      const spec = {
        name: payload.name,
        region: payload.region,
        size: payload.size,
        image,
        tags: payload.tags,
      };
      const host = (dropletId: number) => payload.clientId ?? dropletClientId(dropletId);
      const tie = (tx: Queryable, dropletId: number) =>
        recordTie(tx, {
          dropletId,
          clientId: host(dropletId),
          code: payload.code,
          isPublic: payload.isPublic,
          createdBy: principal.id,
        });
      const code = hostsTheSession ? payload.code : undefined;
      if (!payload.createGameSession) return launch(principal.id, spec, code);
      const droplet = await launch(principal.id, spec, code, tie);
      await createTiedSession(tieDeps, host(droplet.id));
      return droplet;
    },

    createMachine: (spec) => launch(null, spec, undefined),

    async remove(principal, id) {
      await destroy(principal.id, id);
      return { id };
    },

    deleteMachine: (id) => destroy(null, id),

    gameServerConnected: (clientId) => createTiedSession(tieDeps, clientId),
  };
}
