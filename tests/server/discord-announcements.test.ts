import type { DiscordAnnouncement, DiscordEmbed } from '@domain/discord-announcements';
import { AUTO_CONFIRM_AFTER_MS } from '@domain/match-rules';
import type { Match } from '@domain/matches';
import type { BuildOptions } from '@server/app';
import { ManualClock } from '@server/clock';
import { type Config, loadConfig } from '@server/config';
import { discordAnnouncements, seasons } from '@server/db/schema';
import { createAnnouncer } from '@server/modules/discord-announcements/announcer';
import { EMBED_LIMITS, fitEmbed } from '@server/modules/discord-announcements/embed-limits';
import { enqueueAnnouncement } from '@server/modules/discord-announcements/repository';
import { type SenderDeps, sendDueAnnouncements } from '@server/modules/discord-announcements/sender';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DiscordFake, FAKE_WEBHOOK, startDiscordFake } from '../fakes/discord';
import { type SessionTokens, signUp } from './helpers/api';
import { buildTestApp, type TestApp, testConfig } from './helpers/app';
import { leadTeams, seasonWithTeams, type TeamLeaders } from './helpers/competition';
import { type DatabaseKind, databaseKinds } from './helpers/databases';
import { call } from './helpers/teams';

const SEASON_START = '2027-01-04T18:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const CLIENT = { clientId: '1234567890', clientSecret: 'fake-client-secret' };
/** Long enough that a test's own calls are the only sends. */
const IDLE_SENDER = { timings: { pollMs: 60 * 60 * 1000, wakeDelayMs: 60 * 60 * 1000 } };

const silentLog = { warn: () => undefined, error: () => undefined };

function webhookConfig(webhookUrl: string): Partial<Config> {
  const defaults = testConfig('unused');
  return { discord: { ...defaults.discord, webhookUrl } };
}

interface Suite {
  fake: DiscordFake;
  t: TestApp;
  admin: SessionTokens;
}

/** The Discord fake and an app whose DISCORD_WEBHOOK_URL is the fake's webhook, for the describe block. */
function announcingApp(
  kind: DatabaseKind,
  options: { clock?: ManualClock; sender?: BuildOptions['announcementSender'] },
) {
  const built: Partial<Suite> = {};
  beforeAll(async () => {
    built.fake = await startDiscordFake({ ...CLIENT, webhookBucket: { limit: 1000, windowMs: 60_000 } });
    built.t = await buildTestApp(kind, {
      config: webhookConfig(built.fake.webhookUrl),
      options: {
        clock: options.clock,
        announcementSender: options.sender,
      },
    });
    built.admin = await signUp(built.t.app);
  });
  afterAll(async () => {
    await built.t?.close();
    await built.fake?.close();
  });
  return built as Suite;
}

async function queuedRows(suite: Suite) {
  return suite.t.app.db.select().from(discordAnnouncements).orderBy(asc(discordAnnouncements.id));
}

describe('fitting an embed to Discord’s limits', () => {
  it('cuts the title, description and fields, keeps surrogate pairs whole and stays under 6000 in all', () => {
    const fitted = fitEmbed({
      title: 'T'.repeat(300),
      description: `${'d'.repeat(4094)}😀😀`,
      fields: Array.from({ length: 30 }, (_, index) => ({
        name: `n${index}`.repeat(200),
        value: 'v'.repeat(2000),
      })),
    });
    expect(fitted.title).toHaveLength(EMBED_LIMITS.title);
    expect(fitted.title.endsWith('…')).toBe(true);
    expect(fitted.description!.length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    expect(fitted.description).not.toMatch(/[\uD800-\uDBFF]…$/);
    const fields = fitted.fields ?? [];
    expect(fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const field of fields) {
      expect(field.name.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldName);
      expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    }
    const total =
      fitted.title.length +
      (fitted.description?.length ?? 0) +
      fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
    expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
  });

  it('leaves a small embed as it is and drops empty fields', () => {
    const embed = { title: 'Hello', description: 'World', color: 1, fields: [{ name: 'a', value: 'b' }] };
    expect(fitEmbed(embed)).toEqual(embed);
    expect(fitEmbed({ title: 'x', fields: [{ name: '', value: 'b' }] })).toEqual({ title: 'x' });
  });
});

describe('the Discord fake’s webhook', () => {
  let fake: DiscordFake;
  beforeAll(async () => {
    fake = await startDiscordFake({ ...CLIENT, webhookBucket: { limit: 5, windowMs: 60_000 } });
  });
  afterAll(() => fake.close());

  const post = (body: unknown, { url = fake.webhookUrl, query = '?wait=true' } = {}) =>
    fetch(`${url}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers as Discord does: the message with wait=true, 204 without, 400s, 401, 404, 429 and 500', async () => {
    const taken = await post({ embeds: [{ title: 'Hello' }] });
    expect(taken.status).toBe(200);
    expect(taken.headers.get('x-ratelimit-limit')).toBe('5');
    expect(taken.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(await taken.json()).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      type: 0,
      embeds: [{ type: 'rich', title: 'Hello' }],
      webhook_id: FAKE_WEBHOOK.id,
      author: { bot: true },
    });
    const noWait = await post({ content: 'hi' }, { query: '' });
    expect([noWait.status, await noWait.text()]).toEqual([204, '']);

    expect(await (await post({ embeds: [] })).json()).toEqual({
      message: 'Cannot send an empty message',
      code: 50006,
    });
    const invalid = await post({ embeds: [{ title: 'x'.repeat(257), fields: [{ name: '', value: 'v' }] }] });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        embeds: {
          0: { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] }, fields: { 0: { name: {} } } },
        },
      },
    });
    const unknown = await post(
      { content: 'hi' },
      { url: fake.webhookUrl.replace(/webhooks\/\d+/, 'webhooks/1') },
    );
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { message: 'Unknown Webhook', code: 10015 },
    ]);
    const badToken = await post({ content: 'hi' }, { url: fake.webhookUrl.replace(/[^/]+$/, 'wrong') });
    expect([badToken.status, await badToken.json()]).toEqual([
      401,
      { message: 'Invalid Webhook Token', code: 50027 },
    ]);

    fake.failWebhook({ status: 429, retryAfter: 0.25 }, { status: 500 });
    const limited = await post({ content: 'hi' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 0.25,
      global: false,
    });
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset-after')).toBe('0.250');
    const broken = await post({ content: 'hi' });
    expect([broken.status, await broken.json()]).toEqual([
      500,
      { message: '500: Internal Server Error', code: 0 },
    ]);

    // The bucket of 5 counts every post that reached the webhook (the 400s too): the sixth is limited.
    expect((await post({ content: 'third' })).status).toBe(200);
    const empty = await post({ content: 'fourth' });
    expect(empty.status).toBe(429);
    expect((await empty.json()).retry_after).toBeGreaterThan(0);
    expect(fake.webhookMessages.map((message) => message.content || message.embeds[0]?.title)).toEqual([
      'Hello',
      'hi',
      'third',
    ]);
  });
});

describe('DISCORD_WEBHOOK_URL', () => {
  const parse = (value: string) => loadConfig({ DISCORD_WEBHOOK_URL: value }).discord.webhookUrl;

  it('takes Discord webhook URLs, and http ones only on this machine', () => {
    expect(parse('https://discord.com/api/webhooks/123456789012345678/abc-DEF_123')).toBe(
      'https://discord.com/api/webhooks/123456789012345678/abc-DEF_123',
    );
    expect(parse('https://discordapp.com/api/v10/webhooks/1/tok')).toBe(
      'https://discordapp.com/api/v10/webhooks/1/tok',
    );
    expect(parse('http://127.0.0.1:4000/api/webhooks/1/tok')).toBe(
      'http://127.0.0.1:4000/api/webhooks/1/tok',
    );
    expect(loadConfig({}).discord.webhookUrl).toBeUndefined();
  });

  it.each([
    'http://discord.com/api/webhooks/1/tok',
    'https://evil.example/api/webhooks/1/tok',
    'https://discord.com/api/webhooks/1',
    'https://discord.com/api/webhooks/abc/tok',
    'https://discord.com/api/webhooks/1/tok?wait=true',
    'not a url',
  ])('refuses %s without echoing it', (value) => {
    expect(() => parse(value)).toThrow(
      /^Invalid configuration: DISCORD_WEBHOOK_URL must be a Discord webhook URL \(https:\/\/discord\.com\/api\/webhooks\/<id>\/<token>\) \(got \d+ characters\)$/,
    );
  });
});

describe.each(databaseKinds())('Discord announcements on %s', (kind) => {
  const clock = new ManualClock(SEASON_START);
  const suite = announcingApp(kind, { clock, sender: IDLE_SENDER });

  const senderDeps = (overrides: Partial<SenderDeps> = {}): SenderDeps => ({
    db: suite.t.app.db,
    clock,
    webhookUrl: suite.fake.webhookUrl,
    log: silentLog,
    ...overrides,
  });

  beforeEach(async () => {
    await suite.t.app.db.delete(discordAnnouncements);
    suite.fake.webhookMessages.length = 0;
    clock.set(SEASON_START);
  });

  /** A Live season of two teams with captains; its week-1 match, the clock just after the match's time. */
  async function matchUp(): Promise<{ seasonId: number; match: Match; a: TeamLeaders; b: TeamLeaders }> {
    const { season } = await seasonWithTeams(suite.t.app, suite.admin.token, {
      divisions: [2],
      startsAt: SEASON_START,
    });
    const generated = await call(
      suite.t.app,
      suite.admin.token,
      'POST',
      `/api/seasons/${season.id}/fixtures`,
    );
    expect(generated.statusCode).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
    const listed = await call(suite.t.app, suite.admin.token, 'GET', `/api/matches?filter=${filter}`);
    const match = listed.json<{ data: Match[] }>().data.find((candidate) => candidate.week === 1)!;
    const leaders = await leadTeams(suite.t.app, [match.teamA.id, match.teamB.id]);
    return { seasonId: season.id, match, a: leaders.get(match.teamA.id)!, b: leaders.get(match.teamB.id)! };
  }

  async function enqueue(count: number, title = 'Announcement') {
    await suite.t.app.db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        await enqueueAnnouncement(tx, 'seasonStatusChanged', { title: `${title} ${index}` }, clock.now());
      }
    });
  }

  it('queues the season moves, an agreed time, a confirmed result and a dispute, each in its step', async () => {
    const { seasonId, match, a, b } = await matchUp();
    const [season] = await suite.t.app.db.select().from(seasons).where(eq(seasons.id, seasonId));
    // seasonWithTeams moved the season to Registration, then Live.
    expect((await queuedRows(suite)).map((row) => [row.kind, row.embed.title])).toEqual([
      ['seasonStatusChanged', `${season!.name}: registration is open`],
      ['seasonStatusChanged', `${season!.name}: the season is live`],
    ]);
    await suite.t.app.db.delete(discordAnnouncements);

    const time = new Date(new Date(match.scheduledAt).getTime() - HOUR).toISOString();
    const proposed = await call(suite.t.app, a.captain.token, 'POST', `/api/matches/${match.id}/proposals`, {
      time,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(await queuedRows(suite)).toHaveLength(0); // a proposal is not a schedule yet
    const proposalId = proposed.json<{ data: { id: number } }>().data.id;
    const accepted = await call(
      suite.t.app,
      b.captain.token,
      'POST',
      `/api/matches/${match.id}/proposals/${proposalId}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [scheduled] = await queuedRows(suite);
    expect(scheduled).toMatchObject({ kind: 'matchScheduled', status: 'queued', attempts: 0 });
    expect(scheduled!.embed).toMatchObject({
      title: `${match.teamA.name} vs ${match.teamB.name}: match scheduled`,
      description: `The match is set for <t:${new Date(time).getTime() / 1000}:F>.`,
      fields: [
        { name: 'Season', value: season!.name, inline: true },
        { name: 'Division', value: 'Tier 1', inline: true },
        { name: 'Round', value: 'Week 1', inline: true },
      ],
      color: 0x3498db,
      timestamp: clock.now().toISOString(),
    });

    clock.set(new Date(new Date(time).getTime() + HOUR));
    const result = `/api/matches/${match.id}/result`;
    expect(
      (await call(suite.t.app, a.captain.token, 'POST', result, { teamA: 7, teamB: 1 })).statusCode,
    ).toBe(200);
    const disputed = await call(suite.t.app, b.captain.token, 'POST', `${result}/dispute`, {
      note: 'They were three on the field',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const decided = await call(
      suite.t.app,
      suite.admin.token,
      'PUT',
      `/api/admin/matches/${match.id}/result`,
      {
        teamA: 7,
        teamB: 1,
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const rows = await queuedRows(suite);
    expect(rows.map((row) => [row.kind, row.embed.title, row.embed.description])).toEqual([
      ['matchScheduled', `${match.teamA.name} vs ${match.teamB.name}: match scheduled`, expect.any(String)],
      [
        'disputeOpened',
        `${match.teamA.name} 7-1 ${match.teamB.name}: result disputed`,
        `${match.teamB.name} disputed the reported result. The league admins will decide.`,
      ],
      [
        'resultConfirmed',
        `${match.teamA.name} 7-1 ${match.teamB.name}: result confirmed`,
        'The league admins decided the result.',
      ],
    ]);
  });

  it('queues a captain’s confirmation as agreed by both teams', async () => {
    const { match, a, b } = await matchUp();
    await suite.t.app.db.delete(discordAnnouncements);
    clock.set(new Date(new Date(match.scheduledAt).getTime() + HOUR));
    const result = `/api/matches/${match.id}/result`;
    expect(
      (await call(suite.t.app, b.captain.token, 'POST', result, { teamA: 0, teamB: 7 })).statusCode,
    ).toBe(200);
    expect(await queuedRows(suite)).toHaveLength(0); // a report alone is not announced
    expect((await call(suite.t.app, a.coCaptain.token, 'POST', `${result}/confirm`)).statusCode).toBe(200);
    const rows = await queuedRows(suite);
    expect(rows.map((row) => [row.kind, row.embed.title, row.embed.description])).toEqual([
      [
        'resultConfirmed',
        `${match.teamA.name} 0-7 ${match.teamB.name}: result confirmed`,
        'Both teams agreed on the result.',
      ],
    ]);
  });

  it('queues an admin’s time, a forfeit and a result confirmed after 24 h', async () => {
    const { match, a } = await matchUp();
    await suite.t.app.db.delete(discordAnnouncements);
    const time = new Date(new Date(match.scheduledAt).getTime() + HOUR);
    const scheduled = await call(
      suite.t.app,
      suite.admin.token,
      'PUT',
      `/api/admin/matches/${match.id}/schedule`,
      {
        time: time.toISOString(),
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    clock.set(new Date(time.getTime() + HOUR));
    const reported = await call(suite.t.app, a.captain.token, 'POST', `/api/matches/${match.id}/result`, {
      forfeit: { kind: 'noShow', loserTeamId: match.teamB.id },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    clock.advance(AUTO_CONFIRM_AFTER_MS + 1000);
    expect(await suite.t.app.matchResults.autoConfirm(clock.now())).toBe(1);
    const rows = await queuedRows(suite);
    expect(rows.map((row) => [row.kind, row.embed.title, row.embed.description])).toEqual([
      [
        'matchScheduled',
        `${match.teamA.name} vs ${match.teamB.name}: match scheduled`,
        `The match is set for <t:${time.getTime() / 1000}:F>.`,
      ],
      [
        'resultConfirmed',
        `${match.teamA.name} vs ${match.teamB.name}: forfeit confirmed`,
        `${match.teamB.name} forfeited (No-show). Nobody disputed the reported result within 24 hours.`,
      ],
    ]);
  });

  it('queues nothing when the action rolls back', async () => {
    const { season } = await seasonWithTeams(suite.t.app, suite.admin.token, { divisions: [2] });
    await suite.t.app.db.delete(discordAnnouncements);
    // The move to Playoffs announces, then the transfer window in the same update is refused: all rolls back.
    const refused = await call(suite.t.app, suite.admin.token, 'PUT', `/api/seasons/${season.id}`, {
      status: 'Playoffs',
      transferWindowEndsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
    });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const [still] = await suite.t.app.db.select().from(seasons).where(eq(seasons.id, season.id));
    expect(still!.status).toBe('Live');
    expect(await queuedRows(suite)).toHaveLength(0);

    await expect(
      suite.t.app.db.transaction(async (tx) => {
        await suite.t.app.announcements.announce(tx, {
          kind: 'seasonStatusChanged',
          seasonId: season.id,
          to: 'Finished',
        });
        expect(await tx.select().from(discordAnnouncements)).toHaveLength(1);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await queuedRows(suite)).toHaveLength(0);
  });

  it('queues nothing without a webhook', async () => {
    const { season } = await seasonWithTeams(suite.t.app, suite.admin.token, { divisions: [2] });
    await suite.t.app.db.delete(discordAnnouncements);
    const unconfigured = createAnnouncer({
      enabled: false,
      clock,
      onQueued: () => {
        throw new Error('nothing was queued');
      },
    });
    await suite.t.app.db.transaction((tx) =>
      unconfigured.announce(tx, { kind: 'seasonStatusChanged', seasonId: season.id, to: 'Playoffs' }),
    );
    expect(await queuedRows(suite)).toHaveLength(0);
  });

  it('posts a queued announcement to the webhook and marks it sent', async () => {
    const { season } = await seasonWithTeams(suite.t.app, suite.admin.token, { divisions: [2] });
    await suite.t.app.db.delete(discordAnnouncements);
    await suite.t.app.db.transaction((tx) =>
      suite.t.app.announcements.announce(tx, {
        kind: 'seasonStatusChanged',
        seasonId: season.id,
        to: 'Playoffs',
      }),
    );
    expect(await sendDueAnnouncements(senderDeps())).toEqual({ sent: 1, retried: 0, failed: 0, waitMs: 0 });
    expect(suite.fake.webhookMessages).toHaveLength(1);
    const [message] = suite.fake.webhookMessages;
    expect(message!.embeds).toEqual([
      {
        title: `${season.name}: the playoffs have begun`,
        description: 'The top teams of each division play for the title.',
        color: 0x9b59b6,
        timestamp: clock.now().toISOString(),
      },
    ]);
    expect(message!.allowedMentions).toEqual({ parse: [] });
    const [row] = await queuedRows(suite);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now() });
    // Nothing is due any more.
    expect(await sendDueAnnouncements(senderDeps())).toEqual({ sent: 0, retried: 0, failed: 0, waitMs: 0 });
    expect(suite.fake.webhookMessages).toHaveLength(1);
  });

  it('waits out a 429’s retry_after, then sends, without counting it as an attempt', async () => {
    await enqueue(2);
    suite.fake.failWebhook({ status: 429, retryAfter: 0.25 });
    expect(await sendDueAnnouncements(senderDeps())).toEqual({ sent: 0, retried: 1, failed: 0, waitMs: 250 });
    const [first, second] = await queuedRows(suite);
    expect(first).toMatchObject({ status: 'queued', attempts: 0 });
    expect(first!.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 250));
    expect(first!.lastError).toMatch(/^429 rate limit/);
    expect(second).toMatchObject({ status: 'queued', attempts: 0 }); // the run stopped at the 429

    clock.advance(100);
    // The second was due all along; the first waits its 250 ms.
    expect(await sendDueAnnouncements(senderDeps())).toMatchObject({ sent: 1 });
    expect(suite.fake.webhookMessages.map((message) => message.embeds[0]!.title)).toEqual(['Announcement 1']);
    clock.advance(150);
    expect(await sendDueAnnouncements(senderDeps())).toMatchObject({ sent: 1 });
    expect(suite.fake.webhookMessages.map((message) => message.embeds[0]!.title)).toEqual([
      'Announcement 1',
      'Announcement 0',
    ]);
    expect((await queuedRows(suite)).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  });

  it('honours a global rate limit and the Retry-After header', async () => {
    await enqueue(1);
    suite.fake.failWebhook({ status: 429, retryAfter: 1.5, global: true });
    expect(await sendDueAnnouncements(senderDeps())).toMatchObject({ retried: 1, waitMs: 1500 });
    const [row] = await queuedRows(suite);
    expect(row!.lastError).toMatch(/^429 global rate limit/);
    clock.advance(1500);
    expect(await sendDueAnnouncements(senderDeps())).toMatchObject({ sent: 1 });
  });

  it('retries a 500 with a doubling back-off, then sends', async () => {
    await enqueue(1);
    suite.fake.failWebhook({ status: 500 }, { status: 500 });
    const settings = { backoffBaseMs: 1000 };
    expect(await sendDueAnnouncements(senderDeps({ settings }))).toMatchObject({ retried: 1 });
    let [row] = await queuedRows(suite);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: '500 0 500: Internal Server Error',
    });
    expect(row!.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 1000));

    clock.advance(999);
    expect(await sendDueAnnouncements(senderDeps({ settings }))).toMatchObject({ retried: 0, sent: 0 });
    clock.advance(1);
    expect(await sendDueAnnouncements(senderDeps({ settings }))).toMatchObject({ retried: 1 });
    [row] = await queuedRows(suite);
    expect(row).toMatchObject({ attempts: 2 });
    expect(row!.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 2000));

    clock.advance(2000);
    expect(await sendDueAnnouncements(senderDeps({ settings }))).toMatchObject({ sent: 1 });
    [row] = await queuedRows(suite);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(suite.fake.webhookMessages).toHaveLength(1);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    await enqueue(1);
    suite.fake.failWebhook({ status: 500 }, { status: 500 }, { status: 500 });
    const settings = { backoffBaseMs: 10, maxAttempts: 3 };
    for (let run = 0; run < 5; run += 1) {
      await sendDueAnnouncements(senderDeps({ settings }));
      clock.advance(60_000);
    }
    const [row] = await queuedRows(suite);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '500 0 500: Internal Server Error',
    });
    expect(suite.fake.webhookMessages).toHaveLength(0);
  });

  it('fails an unknown webhook (404 10015) at once and never posts it again', async () => {
    await enqueue(1);
    const unknown = suite.fake.webhookUrl.replace(/webhooks\/\d+/, 'webhooks/42');
    const posts = () => suite.fake.requests.filter((request) => request.includes('/webhooks/42/')).length;
    expect(await sendDueAnnouncements(senderDeps({ webhookUrl: unknown }))).toMatchObject({ failed: 1 });
    for (let run = 0; run < 3; run += 1) {
      clock.advance(24 * HOUR);
      expect(await sendDueAnnouncements(senderDeps({ webhookUrl: unknown }))).toMatchObject({ failed: 0 });
    }
    expect(posts()).toBe(1);
    const [row] = await queuedRows(suite);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: '404 10015 Unknown Webhook' });
  });

  it('lists the announcements for admins, failed ones with Discord’s error', async () => {
    await enqueue(3);
    suite.fake.failWebhook({ status: 500 });
    await sendDueAnnouncements(
      senderDeps({
        webhookUrl: suite.fake.webhookUrl.replace(/webhooks\/\d+/, 'webhooks/42'),
        settings: { batch: 1 },
      }),
    );
    await sendDueAnnouncements(senderDeps()); // the 500, then the third is sent
    const list = (query: string) =>
      call(suite.t.app, suite.admin.token, 'GET', `/api/admin/discord-announcements${query}`);

    const all = await list('');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-range']).toBe('discord-announcements 0-2/3');
    const rows = all.json<{ data: DiscordAnnouncement[] }>().data;
    expect(rows.map((row) => [row.embed.title, row.status, row.attempts])).toEqual([
      ['Announcement 2', 'sent', 1],
      ['Announcement 1', 'queued', 1],
      ['Announcement 0', 'failed', 1],
    ]);

    const failed = await list(
      `?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}&range=[0,9]`,
    );
    expect(failed.headers['content-range']).toBe('discord-announcements 0-0/1');
    expect(failed.json<{ data: DiscordAnnouncement[] }>().data).toEqual([
      expect.objectContaining({
        kind: 'seasonStatusChanged',
        lastError: '404 10015 Unknown Webhook',
        sentAt: null,
      }),
    ]);
    const sorted = await list(`?sort=${encodeURIComponent('["id","ASC"]')}&range=[1,1]`);
    expect(sorted.json<{ data: DiscordAnnouncement[] }>().data.map((row) => row.embed.title)).toEqual([
      'Announcement 1',
    ]);

    expect((await list(`?filter=${encodeURIComponent('{"status":"lost"}')}`)).statusCode).toBe(400);
    expect((await list(`?sort=${encodeURIComponent('["embed","ASC"]')}`)).statusCode).toBe(400);
    const player = await signUp(suite.t.app);
    expect(
      (await call(suite.t.app, player.token, 'GET', '/api/admin/discord-announcements')).statusCode,
    ).toBe(403);
  });

  it('fails an embed Discord refuses (400 50035) without retrying, and fits what it queues', async () => {
    const tooLong: DiscordEmbed = { title: 'x'.repeat(EMBED_LIMITS.title + 1) };
    await suite.t.app.db.insert(discordAnnouncements).values({
      kind: 'seasonStatusChanged',
      embed: tooLong,
      nextAttemptAt: clock.now(),
    });
    expect(await sendDueAnnouncements(senderDeps())).toMatchObject({ failed: 1 });
    const [row] = await queuedRows(suite);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/^400 50035 Invalid Form Body .*BASE_TYPE_MAX_LENGTH/);

    // What the announcer queues is cut to fit first, so Discord takes it.
    await suite.t.app.db.delete(discordAnnouncements);
    await suite.t.app.db.transaction((tx) =>
      enqueueAnnouncement(
        tx,
        'seasonStatusChanged',
        fitEmbed({
          title: tooLong.title,
          description: 'd'.repeat(5000),
          fields: Array.from({ length: 30 }, () => ({ name: 'n', value: 'v'.repeat(1500) })),
        }),
        clock.now(),
      ),
    );
    expect(await sendDueAnnouncements(senderDeps())).toMatchObject({ sent: 1 });
  });

  it('sends each announcement once when two senders run at once', async () => {
    await enqueue(12);
    const runs = await Promise.all([sendDueAnnouncements(senderDeps()), sendDueAnnouncements(senderDeps())]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(12);
    const titles = suite.fake.webhookMessages.map((message) => message.embeds[0]!.title);
    expect(titles).toHaveLength(12);
    expect(new Set(titles).size).toBe(12);
    expect((await queuedRows(suite)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe.each(databaseKinds())('the running Discord announcement sender on %s', (kind) => {
  const suite = announcingApp(kind, {
    sender: { timings: { pollMs: 200, wakeDelayMs: 20 }, settings: { backoffBaseMs: 100 } },
  });

  beforeEach(() => {
    suite.fake.hangWebhook(false);
    suite.fake.webhookMessages.length = 0;
  });

  const titles = () => suite.fake.webhookMessages.map((message) => message.embeds[0]!.title);

  it('posts what an API request queued, after the request answered', async () => {
    const created = await seasonWithTeams(suite.t.app, suite.admin.token, {
      divisions: [2],
      status: 'Registration',
    });
    await vi.waitFor(() => expect(titles()).toContain(`${created.season.name}: registration is open`), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('answers requests promptly while Discord hangs, and sends once Discord answers again', async () => {
    suite.fake.hangWebhook(true);
    const { season } = await seasonWithTeams(suite.t.app, suite.admin.token, {
      divisions: [2],
      status: 'Registration',
    });
    // The sender has the announcement and waits on Discord.
    await vi.waitFor(
      async () => {
        const rows = await suite.t.app.db.select().from(discordAnnouncements);
        const posted = suite.fake.requests.filter((request) =>
          request.startsWith('POST /api/webhooks/'),
        ).length;
        expect(rows.some((row) => row.status === 'queued') && posted > 0).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    const started = Date.now();
    const moved = await call(suite.t.app, suite.admin.token, 'PUT', `/api/seasons/${season.id}`, {
      status: 'Live',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = await call(suite.t.app, suite.admin.token, 'GET', '/api/seasons');
    expect(listed.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(titles()).not.toContain(`${season.name}: the season is live`);

    suite.fake.hangWebhook(false); // the hanging post fails: retried after the back-off
    await vi.waitFor(
      () =>
        expect(titles()).toEqual(
          expect.arrayContaining([
            `${season.name}: registration is open`,
            `${season.name}: the season is live`,
          ]),
        ),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('stops at shutdown without waiting for a hanging post', async () => {
    const fake = await startDiscordFake(CLIENT);
    const t = await buildTestApp(kind, {
      config: webhookConfig(fake.webhookUrl),
      options: { announcementSender: { timings: { pollMs: 200, wakeDelayMs: 20 } } },
    });
    try {
      fake.hangWebhook(true);
      await t.app.db.transaction((tx) =>
        enqueueAnnouncement(tx, 'seasonStatusChanged', { title: 'x' }, new Date()),
      );
      await vi.waitFor(
        () => expect(fake.requests.some((request) => request.includes('/webhooks/'))).toBe(true),
        {
          timeout: 10_000,
          interval: 20,
        },
      );
      const started = Date.now();
      await t.close();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await fake.close();
    }
  });
});
