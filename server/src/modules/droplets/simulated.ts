import type { Droplet } from '@domain/api';
import { translate } from '@domain/i18n';
import type { Db } from '@server/db/client';
import { CloudError, type CloudProvider } from './provider';
import {
  allDropletRows,
  type DropletRow,
  deleteDropletRow,
  findDropletRow,
  insertDropletRow,
  listDropletRows,
  updateDropletRow,
} from './repository';
import { dropletClientId } from './session-ties';
import { SIMULATED_REGIONS, SIMULATED_SIZES, SIMULATED_SNAPSHOTS } from './simulated-catalogue';
import { credentialOfUserData } from './user-data';

// The simulated cloud (the default without DO_TOKEN): droplets persist in the database, are 'new' for a
// few seconds and then 'active', and get addresses in 203.0.113.0/24 (TEST-NET-3) and 10.x. Every
// droplet gets a reference game server, announcing droplet-<id>, that connects once it is active (as a
// real machine's cloud-init starts its game server).

/** A running simulated game server. */
export interface SimulatedGameServer {
  stop(): Promise<void>;
}

/** Starts a simulated game server announcing `clientId` (and the droplet's name as customId). */
/** Starts a droplet's game server; `credential` is the machine's own secret from its user data, if kept. */
export type GameServerLauncher = (identity: {
  clientId: string;
  customId: string;
  credential: string | null;
}) => SimulatedGameServer;

export interface SimulatedOptions {
  db: Db;
  /** DO_TAG: every droplet carries it. */
  tag: string;
  /** How long a new droplet stays 'new'. */
  activeAfterMs: number;
  /** Null: droplets run no game server (tests that do not want one). */
  launchGameServer: GameServerLauncher | null;
}

export interface SimulatedProvider extends CloudProvider {
  /** Starts the game servers of the droplets (once the app listens, also after a restart). */
  resume(): Promise<void>;
  /** Stops every simulated game server (app close). */
  close(): Promise<void>;
}

function unprocessable(detail: string): CloudError {
  return new CloudError(422, translate('resources.admin/digital-ocean.notifications.createFailed'), {
    code: 'CLOUD_UNPROCESSABLE',
    detail,
  });
}

function notFound(failure: string): CloudError {
  return new CloudError(404, failure, {
    code: 'CLOUD_NOT_FOUND',
    detail: translate('resources.admin/digital-ocean.droplets.provider.notFound'),
  });
}

/** 203.0.113.1-254 and 10.10.x.y, from the droplet id. */
function addresses(id: number) {
  return {
    publicIp: `203.0.113.${(id % 254) + 1}`,
    privateIp: `10.10.${Math.floor(id / 250) % 250}.${(id % 250) + 2}`,
  };
}

export function createSimulatedProvider(options: SimulatedOptions): SimulatedProvider {
  const { db, tag, activeAfterMs, launchGameServer } = options;
  const gameServers = new Map<number, { timer: NodeJS.Timeout; server: SimulatedGameServer | null }>();

  function present(row: DropletRow): Droplet {
    const size = SIMULATED_SIZES.find((option) => option.slug === row.sizeSlug);
    const region = SIMULATED_REGIONS.find((option) => option.slug === row.region);
    const active = Date.now() - row.createdAt.getTime() >= activeAfterMs;
    const network = (ip: string, type: string, gateway: string, netmask: string) => ({
      ip_address: ip,
      type,
      gateway,
      netmask,
    });
    return {
      id: row.id,
      name: row.name,
      status: active ? 'active' : 'new',
      region: { slug: row.region, name: region?.name ?? row.region },
      size_slug: row.sizeSlug,
      memory: size?.memory ?? 0,
      vcpus: size?.vcpus ?? 0,
      disk: size?.disk ?? 0,
      transfer: size?.transfer ?? 0,
      price_monthly: size?.price_monthly ?? 0,
      price_hourly: size?.price_hourly ?? 0,
      created_at: row.createdAt.toISOString(),
      tags: row.tags,
      networks: {
        v4: [
          network(row.publicIp, 'public', '203.0.113.254', '255.255.255.0'),
          network(row.privateIp, 'private', '10.10.0.1', '255.255.0.0'),
        ],
        v6: [],
      },
    };
  }

  function checkInput(region: string, size: string, image: number | string): void {
    if (!SIMULATED_REGIONS.some((option) => option.slug === region)) {
      throw unprocessable(`Unknown region ${region}.`);
    }
    if (!SIMULATED_SIZES.some((option) => option.slug === size)) throw unprocessable(`Unknown size ${size}.`);
    if (typeof image === 'number' && !SIMULATED_SNAPSHOTS.some((snapshot) => snapshot.id === image)) {
      throw unprocessable(`Unknown image ${image}.`);
    }
  }

  /**
   * The droplet's game server, started once the droplet is active. Its id is always the droplet's own:
   * older rows may hold no id (created without a session) or a connected client's (two game servers
   * would fight over it).
   */
  function scheduleGameServer(row: DropletRow): void {
    if (!launchGameServer || !row.tags.includes(tag) || gameServers.has(row.id)) return;
    const clientId = dropletClientId(row.id);
    const wait = Math.max(0, row.createdAt.getTime() + activeAfterMs - Date.now());
    const entry = {
      server: null as SimulatedGameServer | null,
      timer: setTimeout(() => {
        entry.server = launchGameServer({
          clientId,
          customId: row.name,
          credential: row.userData === null ? null : credentialOfUserData(row.userData),
        });
      }, wait),
    };
    gameServers.set(row.id, entry);
  }

  async function stopGameServer(id: number): Promise<void> {
    const entry = gameServers.get(id);
    if (!entry) return;
    gameServers.delete(id);
    clearTimeout(entry.timer);
    await entry.server?.stop();
  }

  return {
    listSnapshots: async () => [...SIMULATED_SNAPSHOTS],
    listSizes: async () => [...SIMULATED_SIZES],
    listRegions: async () => [...SIMULATED_REGIONS],
    async listDroplets() {
      const rows = await listDropletRows(db);
      return rows.filter((row) => row.tags.includes(tag)).map(present);
    },
    async getDroplet(id) {
      const row = await findDropletRow(db, id);
      if (!row?.tags.includes(tag))
        throw notFound(translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'));
      return present(row);
    },
    async createDroplet(input) {
      checkInput(input.region, input.size, input.image);
      const row = await insertDropletRow(db, {
        name: input.name,
        region: input.region,
        sizeSlug: input.size,
        image: String(input.image),
        tags: [...new Set([...input.tags, tag])],
        publicIp: '',
        privateIp: '',
        userData: input.userData,
      });
      if (!row) throw unprocessable(translate('resources.admin/digital-ocean.droplets.provider.badAnswer'));
      const addressed =
        (await updateDropletRow(db, row.id, {
          ...addresses(row.id),
          gameServerClientId: dropletClientId(row.id),
        })) ?? row;
      scheduleGameServer(addressed);
      return present(addressed);
    },
    async deleteDroplet(id) {
      const row = await findDropletRow(db, id);
      if (!row) throw notFound(translate('resources.admin/digital-ocean.notifications.deleteFailed'));
      if (!row.tags.includes(tag)) {
        throw new CloudError(403, translate('resources.admin/digital-ocean.notifications.deleteFailed'), {
          code: 'CLOUD_NOT_MANAGED',
          detail: translate('resources.admin/digital-ocean.droplets.provider.notOurServer', { tag }),
        });
      }
      await stopGameServer(id);
      await deleteDropletRow(db, id);
    },
    async resume() {
      for (const row of await allDropletRows(db)) scheduleGameServer(row);
    },
    async close() {
      await Promise.all([...gameServers.keys()].map(stopGameServer));
    },
  };
}
