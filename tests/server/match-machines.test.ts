import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import { MATCH_MACHINE_BOOT_TIMEOUT_MS } from '@domain/matches';
import { ManualClock } from '@server/clock';
import { auditLog, gameServerCredentials, gameSessions, matchMachines } from '@server/db/schema';
import { ownGatewayLauncher } from '@server/modules/droplets/plugin';
import { type MachineDeps, sweepMachines } from '@server/modules/match-server/machines';
import { autoStartMatchServers } from '@server/modules/match-server/start';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceGameServers } from '../../tools/game-server-sim/simulated-game-servers';
import { signUp } from './helpers/api';
import { testConfig } from './helpers/app';
import { matchUp } from './helpers/competition';
import { databaseKinds } from './helpers/databases';
import {
  buildGatewayApp,
  eventually,
  GAME_SERVER_TOKEN,
  type GatewayApp,
  RawGameServer,
} from './helpers/game-servers';
import { call, type Player } from './helpers/teams';

// Machines made for matches: no game server free, the league asks the cloud provider (the
// simulated one here, whose droplets run the reference game server) for a machine, plays the match on it
// and deletes it afterwards; one machine for two captains at once; a refusal or a machine that never
// connects is shown as failed and may be retried.

const MINUTE = 60 * 1000;

describe.each(databaseKinds())('match machines on %s', (kind) => {
  const clock = new ManualClock('2027-05-03T18:00:00.000Z');
  // The droplets' game servers connect to this app's gateway as the product's simulated droplets do.
  let t: GatewayApp;
  let admin: Player;
  let machineDeps: MachineDeps;
  let season = 0;
  /** Whether new droplets run the reference game server (one test makes a machine that never connects). */
  let dropletsRunGameServers = true;

  beforeAll(async () => {
    const defaults = testConfig('').cloud;
    t = await buildGatewayApp(
      kind,
      {},
      {
        options: {
          clock,
          cloud: {
            simulatedActiveAfterMs: 50,
            launchGameServer: (identity) =>
              dropletsRunGameServers
                ? ownGatewayLauncher(t.app, GAME_SERVER_TOKEN, referenceGameServers, 100)(identity)
                : { stop: async () => undefined },
          },
        },
        config: { cloud: { ...defaults, simulatedMatchRoundMs: 100 } },
      },
    );
    admin = await signUp(t.app);
    machineDeps = {
      db: t.app.db,
      clock,
      sessions: t.app.gameSessions,
      droplets: t.app.droplets,
      spec: t.config.cloud.matchMachine,
      log: t.app.log,
    };
  }, 60_000);
  afterAll(() => t?.close());

  /** A match in its own season (a week apart, so only it is due), half an hour before its time. */
  const nextMatch = () => {
    season += 1;
    return matchUp(t.app, admin.token, clock, new Date(Date.UTC(2027, 4, 3 + 7 * season, 18)).toISOString());
  };
  const start = (token: string, matchId: number) =>
    call(t.app, token, 'POST', `/api/matches/${matchId}/server`);
  const matchOf = async (id: number) =>
    (await call(t.app, admin.token, 'GET', `/api/matches/${id}`)).json<{ data: Match }>().data;
  const machineRow = async (matchId: number) =>
    (await t.app.db.select().from(matchMachines).where(eq(matchMachines.matchId, matchId)))[0];
  const dropletExists = async (id: number) =>
    t.app.droplets.provider.getDroplet(id).then(
      () => true,
      () => false,
    );

  it('makes a machine when no game server is free, plays the match on it and deletes it after', async () => {
    const { match, a } = await nextMatch();
    // The machine's game server plays from kick-off by the real time: the match kicks off now, as does the
    // league's clock.
    const kickOffAt = new Date();
    const moved = await call(t.app, admin.token, 'PUT', `/api/admin/matches/${match.id}/schedule`, {
      time: kickOffAt.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock.set(kickOffAt);
    const started = await start(a.captain.token, match.id);
    expect(started.statusCode, started.body).toBe(201);
    const answered = started.json<{ data: Match }>().data;
    expect(answered.session).toBeNull();
    // Booting, or already hosting when its game server connected before the answer was read.
    expect(['booting', 'hosting']).toContain(answered.machine?.status);

    const machine = await machineRow(match.id);
    expect(machine?.clientId).toBe(`droplet-${machine?.dropletId}`);
    expect((await t.app.droplets.provider.getDroplet(machine!.dropletId!)).name).toBe(`match-${match.id}`);
    // The machine's game server connects, the session opens on it and the reference game server plays.
    const played = await eventually(async () => {
      const current = await matchOf(match.id);
      return current.status === 'Confirmed' ? current : undefined;
    }, 20_000);
    expect(played.resultSource).toBe('gameServer');
    const [session] = await t.app.db.select().from(gameSessions).where(eq(gameSessions.matchId, match.id));
    expect(session?.clientId).toBe(machine?.clientId);

    // Once the result is in, the machine goes: provider, credential and all.
    await eventually(async () => ((await machineRow(match.id))?.status === 'deleted' ? true : undefined));
    expect(await dropletExists(machine!.dropletId!)).toBe(false);
    expect((await matchOf(match.id)).machine).toMatchObject({ status: 'deleted' });
    const credentials = await t.app.db
      .select()
      .from(gameServerCredentials)
      .where(
        and(
          eq(gameServerCredentials.dropletId, machine!.dropletId!),
          isNull(gameServerCredentials.revokedAt),
        ),
      );
    expect(credentials).toEqual([]);
    const audit = await t.app.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'server'), eq(auditLog.targetId, machine!.dropletId!)));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'server.create', actor: null },
        { action: 'server.delete', actor: null },
      ]),
    );
  }, 40_000);

  it('makes one machine when both captains start at once', async () => {
    const { match, a, b } = await nextMatch();
    const answers = await Promise.all([start(a.captain.token, match.id), start(b.captain.token, match.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      code: 'MATCH_MACHINE_STARTING',
      message: translate('app.match.matchServer.machineStarting'),
    });
    const machine = await machineRow(match.id);
    const named = (await t.app.droplets.provider.listDroplets()).filter(
      (droplet) => droplet.name === `match-${match.id}`,
    );
    expect(named.map((droplet) => droplet.id)).toEqual([machine?.dropletId]);
  });

  it('does not lend a machine made for one match to another', async () => {
    // A connected game server with free slots that is the machine of some other match.
    const other = await nextMatch();
    const { server } = await RawGameServer.connect(t.url, `machine-of-${other.match.id}-${kind}`, {
      slots: 4,
    });
    await t.app.db.insert(matchMachines).values({
      matchId: other.match.id,
      status: 'hosting',
      dropletId: 900_000 + other.match.id,
      clientId: `machine-of-${other.match.id}-${kind}`,
      requestedAt: clock.now(),
    });
    const { match, a } = await matchUp(t.app, admin.token, clock, other.match.scheduledAt);
    const started = await start(a.captain.token, match.id);
    expect(started.statusCode, started.body).toBe(201);
    // Its own machine (it may have booted and taken the match already).
    expect(['booting', 'hosting']).toContain(started.json<{ data: Match }>().data.machine?.status);
    const onLent = await t.app.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.clientId, `machine-of-${other.match.id}-${kind}`));
    expect(onLent).toEqual([]);
    await t.app.db.delete(matchMachines).where(eq(matchMachines.matchId, other.match.id));
    server.close();
  });

  it('shows a refused machine as failed and lets the captain try again', async () => {
    const { match, a } = await nextMatch();
    const spec = t.config.cloud.matchMachine;
    const region = spec.region;
    spec.region = 'xx9';
    try {
      const refused = await start(a.captain.token, match.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'CLOUD_UNPROCESSABLE',
        message: translate('resources.admin/digital-ocean.notifications.createFailed'),
      });
      expect((await machineRow(match.id))?.failure).toContain('Unknown region xx9');
      expect((await matchOf(match.id)).machine).toMatchObject({ status: 'failed' });
    } finally {
      spec.region = region;
    }
    const again = await start(a.captain.token, match.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ data: Match }>().data.machine).toMatchObject({ status: 'booting' });
  });

  it('gives up a machine whose game server never connects, deletes it, and lets the match try again', async () => {
    const { match, a } = await nextMatch();
    // The droplet's game server is launched once the droplet is active: none is, during this test.
    dropletsRunGameServers = false;
    try {
      expect((await start(a.captain.token, match.id)).statusCode).toBe(201);
      const machine = (await machineRow(match.id))!;
      await sweepMachines(machineDeps);
      expect(await machineRow(match.id)).toMatchObject({ status: 'booting', deletedAt: null });
      clock.set(new Date(clock.now().getTime() + MATCH_MACHINE_BOOT_TIMEOUT_MS + MINUTE));
      expect(await sweepMachines(machineDeps)).toBeGreaterThanOrEqual(1);
      const failed = await machineRow(match.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failure: translate('app.match.matchServer.machineBootTimeout', { minutes: 15 }),
      });
      expect(failed?.deletedAt).not.toBeNull();
      expect(await dropletExists(machine.dropletId!)).toBe(false);
      expect((await matchOf(match.id)).machine).toMatchObject({ status: 'failed' });
    } finally {
      dropletsRunGameServers = true;
    }
  });

  it('starts a machine by itself 10 minutes before the match, once', async () => {
    const { match } = await nextMatch();
    clock.set(new Date(new Date(match.scheduledAt).getTime() - 9 * MINUTE));
    const deps = { db: t.app.db, clock, sessions: t.app.gameSessions, machines: machineDeps };
    expect(await autoStartMatchServers(deps, t.app.log)).toBeGreaterThanOrEqual(1);
    expect(await machineRow(match.id)).toMatchObject({ requestedBy: null });
    expect(await autoStartMatchServers(deps, t.app.log)).toBe(0);
  });
});
