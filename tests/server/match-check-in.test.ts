import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import { buildApp } from '@server/app';
import { ManualClock } from '@server/clock';
import type { Config } from '@server/config';
import {
  auditLog,
  discordAnnouncements,
  matchEvents,
  matches,
  matchReminders,
  notifications,
  seasons,
} from '@server/db/schema';
import type { App } from '@server/http/types';
import { sendMatchReminders } from '@server/modules/match-check-in/reminders';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, copyPglite, type TestApp, temporaryDirectory, testConfig } from './helpers/app';
import { type MatchUp, matchUp } from './helpers/competition';
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from './helpers/databases';
import { call } from './helpers/teams';

// Check-in before a match: the window, who may check in, the no-show forfeits of the scheduling sweep
// (also with two instances sweeping at once) and the reminders, sent once per match across a restart.

const MINUTE = 60 * 1000;
/** A webhook the announcer queues for; the sender stays idle, so every queued row stays countable. */
const WEBHOOK = 'http://127.0.0.1:9/api/webhooks/1/check-in-token';
const IDLE_SENDER = { timings: { pollMs: 60 * 60 * 1000, wakeDelayMs: 60 * 60 * 1000 } };

function webhookConfig(): Partial<Config> {
  const defaults = testConfig('unused');
  return { discord: { ...defaults.discord, webhookUrl: WEBHOOK } };
}

let weeks = 0;
/** Each match-up its own season, a week after the previous one, so no two tests share a kick-off. */
function nextStart(): string {
  weeks += 1;
  return new Date(Date.UTC(2027, 0, 4, 18) + weeks * 7 * 24 * 60 * MINUTE).toISOString();
}

/** The default grace: the test helper's seasons have no automatic no-shows unless asked. */
const NO_SHOWS = { noShowGraceMinutes: 15 };

const kickOff = (match: Match) => new Date(match.scheduledAt).getTime();

async function readMatch(app: App, token: string, id: number): Promise<Match> {
  const response = await call(app, token, 'GET', `/api/matches/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Match }>().data;
}

async function eventsOf(app: App, matchId: number, kind: MatchEvent['kind']) {
  return app.db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, kind)));
}

async function announcementsOf(app: App, kind: 'checkInOpened' | 'matchStartsSoon' | 'noShowForfeit') {
  return app.db.select().from(discordAnnouncements).where(eq(discordAnnouncements.kind, kind));
}

/** The queued announcements of `kind` whose title names both teams of the match. */
async function announcedFor(app: App, match: Match, kind: Parameters<typeof announcementsOf>[1]) {
  return (await announcementsOf(app, kind)).filter(
    (row) => row.embed.title.includes(match.teamA.name) && row.embed.title.includes(match.teamB.name),
  );
}

async function notificationsOf(app: App, userIds: number[], matchId: number) {
  return app.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.matchId, matchId)));
}

describe.each(databaseKinds())('check-in on %s', (kind) => {
  const clock = new ManualClock('2027-01-01T00:00:00Z');
  let t: TestApp;
  let admin: SessionTokens;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      config: webhookConfig(),
      options: { clock, announcementSender: IDLE_SENDER },
    });
    admin = await signUp(t.app);
  });
  afterAll(() => t?.close());

  const checkIn = (token: string, matchId: number) =>
    call(t.app, token, 'POST', `/api/matches/${matchId}/check-in`);
  const sweep = () => t.app.matchScheduling.sweep(clock.now());
  const at = (up: MatchUp, minutesFromKickOff: number) =>
    clock.set(new Date(kickOff(up.match) + minutesFromKickOff * MINUTE));

  describe('the season settings', () => {
    it('defaults to 30 and 15 minutes, takes other values while in Setup or Registration, and answers 409 once Live', async () => {
      const created = await call(t.app, admin.token, 'POST', '/api/seasons', {
        name: `Check-in settings ${Date.now()}`,
        startsAt: '2027-01-04T18:00:00Z',
        weeks: 4,
        divisions: [{ name: 'Gold', mmrPercentage: 100 }],
      });
      expect(created.statusCode).toBe(201);
      const season = created.json().data;
      expect(season).toMatchObject({ checkInMinutes: 30, noShowGraceMinutes: 15 });
      const put = (body: Record<string, unknown>) =>
        call(t.app, admin.token, 'PUT', `/api/seasons/${season.id}`, body);

      expect((await put({ checkInMinutes: 4 })).statusCode).toBe(400);
      expect((await put({ checkInMinutes: 1441 })).statusCode).toBe(400);
      expect((await put({ noShowGraceMinutes: 121 })).statusCode).toBe(400);
      expect((await put({ noShowGraceMinutes: 2.5 })).statusCode).toBe(400);
      const changed = await put({ checkInMinutes: 45, noShowGraceMinutes: 0 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ checkInMinutes: 45, noShowGraceMinutes: 0 });

      expect((await put({ status: 'Registration' })).statusCode).toBe(200);
      const inRegistration = await put({ noShowGraceMinutes: 10 });
      expect(inRegistration.statusCode).toBe(200);
      expect(inRegistration.json().data.noShowGraceMinutes).toBe(10);

      expect((await put({ status: 'Live' })).statusCode).toBe(200);
      const locked = await put({ checkInMinutes: 60 });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().code).toBe('SEASON_CHECK_IN_SETTINGS_LOCKED');
      // The value it already has changes nothing: an edit form may send the whole record.
      expect((await put({ checkInMinutes: 45, noShowGraceMinutes: 10 })).statusCode).toBe(200);

      const audited = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'season.checkInSettings'), eq(auditLog.targetId, season.id)));
      expect(audited).toHaveLength(2);
    });
  });

  describe('POST /api/matches/{id}/check-in', () => {
    it('is open from checkInMinutes before kick-off until the no-show deadline, answering 400 with the window outside it', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      const opens = new Date(kickOff(up.match) - 30 * MINUTE).toISOString();
      const closes = new Date(kickOff(up.match) + 15 * MINUTE).toISOString();

      at(up, -31);
      const early = await checkIn(up.a.captain.token, up.match.id);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ success: false, code: 'CHECK_IN_NOT_OPEN' });
      expect(early.json().message).toContain(opens);
      expect(early.json().message).toContain(closes);

      at(up, -30);
      const first = await checkIn(up.a.captain.token, up.match.id);
      expect(first.statusCode).toBe(200);
      const checkedIn = first.json<{ data: Match }>().data.checkIn;
      expect(checkedIn).toEqual({
        teamA: clock.now().toISOString(),
        teamB: null,
        opensAt: opens,
        closesAt: closes,
      });

      // Check-in stays open through the grace, until the no-show deadline.
      at(up, 14);
      expect((await checkIn(up.b.coCaptain.token, up.match.id)).statusCode).toBe(200);
      const read = await readMatch(t.app, up.a.player.token, up.match.id);
      expect(read.checkIn).toEqual({
        teamA: checkedIn?.teamA,
        teamB: clock.now().toISOString(),
        opensAt: opens,
        closesAt: closes,
      });

      const other = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(other, 15);
      const late = await checkIn(other.a.captain.token, other.match.id);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toContain(new Date(kickOff(other.match) + 15 * MINUTE).toISOString());
      expect((await readMatch(t.app, admin.token, other.match.id)).checkIn?.teamA).toBeNull();
    });

    it('answers a second check-in of the team with 200 and the first time, recording nothing new', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, -20);
      const first = await checkIn(up.a.coCaptain.token, up.match.id);
      expect(first.statusCode).toBe(200);
      const time = first.json<{ data: Match }>().data.checkIn?.teamA;
      expect(time).toBe(clock.now().toISOString());

      at(up, -10);
      const [again, byCaptain] = await Promise.all([
        checkIn(up.a.coCaptain.token, up.match.id),
        checkIn(up.a.captain.token, up.match.id),
      ]);
      for (const response of [again, byCaptain]) {
        expect(response.statusCode).toBe(200);
        expect(response.json<{ data: Match }>().data.checkIn?.teamA).toBe(time);
      }
      expect(await eventsOf(t.app, up.match.id, 'checkedIn')).toHaveLength(1);
      const history = await call(t.app, up.a.player.token, 'GET', `/api/matches/${up.match.id}/history`);
      const kinds = history.json<{ data: MatchEvent[] }>().data.map((event) => event.kind);
      expect(kinds.filter((kind) => kind === 'checkedIn')).toHaveLength(1);
    });

    it('answers 403 to a plain player, another user and an admin who leads neither team, and 404 for no match', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, -5);
      const stranger = await signUp(t.app);
      for (const token of [up.a.player.token, stranger.token, admin.token]) {
        const response = await checkIn(token, up.match.id);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('NOT_MATCH_CAPTAIN');
      }
      expect((await checkIn(up.a.captain.token, 999_999)).statusCode).toBe(404);
      expect((await readMatch(t.app, admin.token, up.match.id)).checkIn).toMatchObject({
        teamA: null,
        teamB: null,
      });
    });

    it('answers 409 once the match has a result', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, 1);
      const reported = await call(t.app, up.a.captain.token, 'POST', `/api/matches/${up.match.id}/result`, {
        teamA: 7,
        teamB: 5,
      });
      expect(reported.statusCode).toBe(200);
      const response = await checkIn(up.b.captain.token, up.match.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('CHECK_IN_MATCH_OVER');
    });
  });

  describe('no-shows at kick-off + grace', () => {
    it('leaves every match alone before the deadline', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, 14);
      await sweep();
      expect((await readMatch(t.app, admin.token, up.match.id)).status).toBe('Scheduled');
      expect(await eventsOf(t.app, up.match.id, 'noShowForfeit')).toHaveLength(0);
    });

    it('forfeits the team that did not check in: Confirmed, recorded, audited, announced and told to both rosters', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, -10);
      expect((await checkIn(up.b.captain.token, up.match.id)).statusCode).toBe(200);
      at(up, 15);
      await sweep();

      const match = await readMatch(t.app, admin.token, up.match.id);
      expect(match).toMatchObject({
        status: 'Confirmed',
        forfeit: { kind: 'noShow', loserTeamId: up.match.teamA.id },
        resultSource: 'admin',
        result: null,
      });
      const [event] = await eventsOf(t.app, up.match.id, 'noShowForfeit');
      expect(event).toMatchObject({
        actorUserId: null,
        details: {
          forfeit: { kind: 'noShow', loserTeamId: up.match.teamA.id },
          checkedIn: [up.match.teamB.id],
        },
      });
      const audited = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'match.noShowForfeit'), eq(auditLog.targetId, up.match.id)));
      expect(audited).toHaveLength(1);
      expect(audited[0]?.actorUserId).toBeNull();

      const announced = await announcedFor(t.app, up.match, 'noShowForfeit');
      expect(announced).toHaveLength(1);
      expect(announced[0]?.embed.description).toContain(`${up.match.teamA.name} did not check in`);

      const lost = await notificationsOf(
        t.app,
        [up.a.captain.userId, up.a.coCaptain.userId, up.a.player.userId],
        up.match.id,
      );
      expect(lost.filter((row) => row.type === 'match_no_show_lost')).toHaveLength(3);
      const won = await notificationsOf(
        t.app,
        [up.b.captain.userId, up.b.coCaptain.userId, up.b.player.userId],
        up.match.id,
      );
      expect(won.filter((row) => row.type === 'match_no_show_won')).toHaveLength(3);
      const bell = await call(t.app, up.a.player.token, 'GET', '/api/notifications');
      expect(JSON.stringify(bell.json())).toContain(
        `Your team did not check in for its match against ${up.match.teamB.name}`,
      );

      // The season's forfeit points count in the standings like any confirmed forfeit.
      const standings = await call(t.app, admin.token, 'GET', `/api/seasons/${up.seasonId}/standings`);
      const rows = standings.json().data[0].rows as { team: { id: number }; won: number; lost: number }[];
      expect(rows.find((row) => row.team.id === up.match.teamB.id)).toMatchObject({ won: 1 });
      expect(rows.find((row) => row.team.id === up.match.teamA.id)).toMatchObject({ lost: 1 });

      // A second sweep changes nothing; an admin undoes it with an ordinary decision.
      await sweep();
      expect(await eventsOf(t.app, up.match.id, 'noShowForfeit')).toHaveLength(1);
      const decided = await call(t.app, admin.token, 'PUT', `/api/admin/matches/${up.match.id}/result`, {
        teamA: 7,
        teamB: 5,
        note: 'Team A was there: the check-in failed.',
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json<{ data: Match }>().data).toMatchObject({
        status: 'Confirmed',
        result: { teamA: 7, teamB: 5 },
        forfeit: null,
      });
    });

    it('makes a match neither team checked in for a mutual no-show', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, 20);
      await sweep();
      const match = await readMatch(t.app, admin.token, up.match.id);
      expect(match).toMatchObject({ status: 'Confirmed', forfeit: { kind: 'mutual', loserTeamId: null } });
      const mutual = await notificationsOf(t.app, [up.a.captain.userId, up.b.player.userId], up.match.id);
      expect(mutual.map((row) => row.type)).toEqual(['match_no_show_mutual', 'match_no_show_mutual']);
      expect((await announcedFor(t.app, up.match, 'noShowForfeit'))[0]?.embed.description).toBe(
        'Neither team checked in: both teams forfeit (no-show).',
      );
    });

    it('leaves a match both teams checked in for, one being played (Live), and one with a result', async () => {
      const start = nextStart();
      const both = await matchUp(t.app, admin.token, clock, start, NO_SHOWS);
      const live = await matchUp(t.app, admin.token, clock, start, NO_SHOWS);
      const reported = await matchUp(t.app, admin.token, clock, start, NO_SHOWS);
      at(both, -1);
      await checkIn(both.a.captain.token, both.match.id);
      await checkIn(both.b.captain.token, both.match.id);
      await t.app.db.update(matches).set({ status: 'Live' }).where(eq(matches.id, live.match.id));
      at(reported, 1);
      await call(t.app, reported.b.captain.token, 'POST', `/api/matches/${reported.match.id}/result`, {
        teamA: 3,
        teamB: 7,
      });

      at(reported, 60);
      await sweep();
      expect((await readMatch(t.app, admin.token, both.match.id)).status).toBe('Scheduled');
      expect((await readMatch(t.app, admin.token, live.match.id)).status).toBe('Live');
      expect((await readMatch(t.app, admin.token, reported.match.id)).status).toBe('Reported');
      for (const up of [both, live, reported]) {
        expect(await eventsOf(t.app, up.match.id, 'noShowForfeit')).toHaveLength(0);
      }
    });

    it('leaves a match whose deadline passed more than a day before the sweep to the admins', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, 15 + 24 * 60);
      await sweep();
      expect((await readMatch(t.app, admin.token, up.match.id)).status).toBe('Scheduled');
      at(up, 15 + 24 * 60 - 1);
      await sweep();
      expect((await readMatch(t.app, admin.token, up.match.id)).status).toBe('Confirmed');
    });

    it('forfeits nothing in a season whose grace is 0, where check-in closes at kick-off', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), { noShowGraceMinutes: 0 });
      at(up, 0);
      expect((await checkIn(up.a.captain.token, up.match.id)).statusCode).toBe(400);
      at(up, 180);
      await sweep();
      expect((await readMatch(t.app, admin.token, up.match.id)).status).toBe('Scheduled');
    });

    it('leaves a playoff match neither team checked in for to the league managers, telling them once', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      await t.app.db
        .update(matches)
        .set({ stage: 'playoff', bracketKey: 'single-1-1' })
        .where(eq(matches.id, up.match.id));
      at(up, 15);
      await sweep();
      await sweep();
      expect((await readMatch(t.app, admin.token, up.match.id)).status).toBe('Scheduled');
      expect(await eventsOf(t.app, up.match.id, 'noShowLeftToAdmins')).toHaveLength(1);
      const told = await notificationsOf(t.app, [admin.userId], up.match.id);
      expect(told.map((row) => row.type)).toEqual(['match_no_show_undecided']);
    });
  });

  describe('reminders', () => {
    it('announces and notifies check-in open and one hour to go once each, with both names and the kick-off', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), { ...NO_SHOWS, checkInMinutes: 30 });
      const remind = () => sendMatchReminders({ db: t.app.db, announcer: t.app.announcements }, clock.now());
      const unix = Math.floor(kickOff(up.match) / 1000);

      at(up, -61);
      await remind();
      expect(await announcedFor(t.app, up.match, 'matchStartsSoon')).toHaveLength(0);
      at(up, -60);
      await Promise.all([remind(), remind()]);
      const soon = await announcedFor(t.app, up.match, 'matchStartsSoon');
      expect(soon).toHaveLength(1);
      expect(soon[0]?.embed.description).toContain(`<t:${unix}:F>`);

      at(up, -30);
      await remind();
      await remind();
      const open = await announcedFor(t.app, up.match, 'checkInOpened');
      expect(open).toHaveLength(1);
      expect(open[0]?.embed.title).toBe(`${up.match.teamA.name} vs ${up.match.teamB.name}: check-in is open`);
      expect(open[0]?.embed.description).toContain(`<t:${unix}:F>`);

      const rosters = [up.a.captain, up.a.player, up.b.coCaptain, up.b.player].map((player) => player.userId);
      const told = await notificationsOf(t.app, rosters, up.match.id);
      expect(told.filter((row) => row.type === 'match_starts_soon')).toHaveLength(4);
      expect(told.filter((row) => row.type === 'match_check_in_open')).toHaveLength(4);
    });

    it('does not send the one-hour reminder once the match started, nor check-in open once check-in closed', async () => {
      const up = await matchUp(t.app, admin.token, clock, nextStart(), NO_SHOWS);
      at(up, 15);
      await sendMatchReminders({ db: t.app.db, announcer: t.app.announcements }, clock.now());
      const sent = await t.app.db
        .select()
        .from(matchReminders)
        .where(eq(matchReminders.matchId, up.match.id));
      expect(sent).toEqual([]);
    });
  });

  it('keeps the season settings apart from other seasons (the rule reads each match’s own season)', async () => {
    const long = await matchUp(t.app, admin.token, clock, nextStart(), { checkInMinutes: 120 });
    at(long, -119);
    expect((await checkIn(long.a.captain.token, long.match.id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(seasons).where(eq(seasons.id, long.seasonId));
    expect(row?.checkInMinutes).toBe(120);
  });
});

/** An app on a database that outlives it: a restart is a close and a new app on the same database. */
async function restartableDatabase(kind: DatabaseKind) {
  const dataDir = await temporaryDirectory();
  if (kind === 'pglite') await copyPglite(dataDir);
  const postgres = kind === 'postgres' ? await createPostgresDatabase({ migrated: true }) : null;
  const config = testConfig(dataDir, { databaseUrl: postgres?.url, ...webhookConfig() });
  return {
    start: (clock: ManualClock) =>
      buildApp(config, {
        staticDir: path.join(dataDir, 'no-dist'),
        clock,
        announcementSender: IDLE_SENDER,
      }),
    async drop() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(databaseKinds())('reminders across a restart on %s', (kind) => {
  it('sends each reminder once: a new app on the same database sends nothing again', async () => {
    const database = await restartableDatabase(kind);
    const clock = new ManualClock('2027-01-01T00:00:00Z');
    try {
      let app = await database.start(clock);
      const admin = await signUp(app);
      const up = await matchUp(app, admin.token, clock, '2027-03-01T18:00:00.000Z');
      clock.set(new Date(kickOff(up.match) - 30 * MINUTE));
      expect(await sendMatchReminders({ db: app.db, announcer: app.announcements }, clock.now())).toBe(2);
      const queued = async () =>
        (
          await app.db
            .select()
            .from(discordAnnouncements)
            .where(inArray(discordAnnouncements.kind, ['checkInOpened', 'matchStartsSoon']))
        ).length;
      const told = async () => (await app.db.select().from(notifications)).length;
      const before = { queued: await queued(), told: await told() };
      expect(before.queued).toBe(2);
      await app.close();

      app = await database.start(clock);
      clock.advance(MINUTE);
      expect(await sendMatchReminders({ db: app.db, announcer: app.announcements }, clock.now())).toBe(0);
      await app.matchScheduling.sweep(clock.now());
      expect({ queued: await queued(), told: await told() }).toEqual(before);
      await app.close();
    } finally {
      await database.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances sweeping at once on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const apps: App[] = [];
  const dataDirs: string[] = [];
  const clock = new ManualClock('2027-01-01T00:00:00Z');

  beforeAll(async () => {
    database = await createPostgresDatabase({ migrated: true });
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await temporaryDirectory();
      dataDirs.push(dataDir);
      const config = testConfig(dataDir, { databaseUrl: database.url, ...webhookConfig() });
      apps.push(
        await buildApp(config, {
          staticDir: path.join(dataDir, 'no-dist'),
          clock,
          announcementSender: IDLE_SENDER,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
    for (const dataDir of dataDirs.splice(0)) await rm(dataDir, { recursive: true, force: true });
  });

  it('forfeits each match once, and sends each reminder once', async () => {
    const [a, b] = apps as [App, App];
    const admin = await signUp(a);
    const ups: MatchUp[] = [];
    for (const startsAt of ['2027-05-03T18:00:00.000Z', '2027-05-03T18:00:00.000Z']) {
      ups.push(await matchUp(a, admin.token, clock, startsAt, NO_SHOWS));
    }
    const [one, none] = ups as [MatchUp, MatchUp];
    clock.set(new Date(kickOff(one.match) - 30 * MINUTE));
    await Promise.all([
      sendMatchReminders({ db: a.db, announcer: a.announcements }, clock.now()),
      sendMatchReminders({ db: b.db, announcer: b.announcements }, clock.now()),
    ]);
    expect(await announcementsOf(a, 'checkInOpened')).toHaveLength(2);
    expect(await announcementsOf(a, 'matchStartsSoon')).toHaveLength(2);

    const checkedIn = await call(a, one.b.captain.token, 'POST', `/api/matches/${one.match.id}/check-in`);
    expect(checkedIn.statusCode).toBe(200);
    clock.set(new Date(kickOff(one.match) + 15 * MINUTE));
    await Promise.all([a.matchScheduling.sweep(clock.now()), b.matchScheduling.sweep(clock.now())]);

    for (const up of [one, none]) {
      const [match] = await a.db.select().from(matches).where(eq(matches.id, up.match.id));
      expect(match?.status).toBe('Confirmed');
      expect(await eventsOf(a, up.match.id, 'noShowForfeit')).toHaveLength(1);
      const audited = await a.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'match.noShowForfeit'), eq(auditLog.targetId, up.match.id)));
      expect(audited).toHaveLength(1);
    }
    expect(await announcementsOf(a, 'noShowForfeit')).toHaveLength(2);
    const [forfeited] = await a.db.select().from(matches).where(eq(matches.id, one.match.id));
    expect(forfeited).toMatchObject({ forfeitKind: 'noShow', forfeitLoserTeamId: one.match.teamA.id });
  });
});
