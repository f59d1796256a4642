import { deflateSync } from 'node:zlib';
import type { Team } from '@domain/api';
import {
  DEFAULT_DIVISION,
  DEFAULT_LEAGUE,
  LOGO_MAX_DIMENSION_PX,
  TEAM_CREATE_BODY_LIMIT_BYTES,
} from '@domain/constants';
import { translate } from '@domain/i18n';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunk, encodePng, PNG_SIGNATURE, pngDataUrl, rgbaHeader } from '../support/png';
import { type SessionTokens, signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, decide, LOGO_URL, leagueApp, teamPayload } from './helpers/teams';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(databaseKinds())('teams on %s', (kind) => {
  const suite = leagueApp(kind);

  const post = (token: string, payload: unknown) =>
    call(suite.app, token, 'POST', '/api/teams', payload as object);

  describe('POST /teams', () => {
    it('creates a Pending team whatever status is sent, with its creator as captain', async () => {
      const captain = await signUp(suite.app);
      const payload = teamPayload({ status: 'Approved', points: 99, id: 7, createdBy: suite.admin.userId });
      const response = await post(captain.token, payload);
      expect(response.statusCode).toBe(201);
      const team = response.json<{ data: Team }>().data;
      expect(team).toEqual({
        id: expect.any(Number),
        name: payload.name,
        code: payload.code,
        logoUrl: expect.stringMatching(LOGO_URL),
        website: 'https://example.com',
        status: 'Pending',
        league: DEFAULT_LEAGUE,
        division: DEFAULT_DIVISION,
        players: [
          {
            id: expect.any(Number),
            userId: captain.userId,
            user: { displayName: captain.credentials.displayName, email: captain.credentials.email },
            isCaptain: true,
            isCoCaptain: false,
            status: 'active',
            createdAt: expect.stringMatching(ISO_TIME),
          },
        ],
        playerCount: 1,
        points: 0,
        createdAt: expect.stringMatching(ISO_TIME),
        disbandedAt: null,
        // A new team's rating: openskill's default, provisional.
        rating: { mu: 25, sigma: 25 / 3, ordinal: 0, provisional: true },
      });
      const mine = await call(suite.app, captain.token, 'GET', '/api/users/me/team');
      expect(mine.json()).toEqual({ success: true, data: team });
    });

    it('refuses names and codes already taken, whatever their case (409)', async () => {
      const first = await createTeam(suite.app, (await signUp(suite.app)).token);
      const other = await signUp(suite.app);
      const sameName = await post(other.token, teamPayload({ name: first.name.toUpperCase() }));
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({
        success: false,
        message: translate('resources.teams.team.nameTaken'),
      });
      const sameCode = await post(other.token, teamPayload({ code: first.code.toLowerCase() }));
      expect(sameCode.statusCode).toBe(409);
      expect(sameCode.json()).toMatchObject({
        message: translate('resources.teams.team.codeTaken'),
        errors: { code: translate('resources.teams.team.codeTaken') },
      });
    });

    it('refuses a player who is already in a team (409)', async () => {
      const captain = await signUp(suite.app);
      await createTeam(suite.app, captain.token);
      const again = await post(captain.token, teamPayload());
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: translate('resources.teams.team.alreadyInTeam') });
    });

    it('needs an existing league', async () => {
      const response = await post((await signUp(suite.app)).token, teamPayload({ leagueId: 99 }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: translate('resources.teams.team.leagueNotFound') });
    });

    it('strips script blocks and tags from the text fields, then applies the spec rules', async () => {
      const captain = await signUp(suite.app);
      const team = await createTeam(suite.app, captain.token, {
        name: '<script>alert(1)</script>Red <b>Fox</b>',
        code: '<i>RFX</i>',
      });
      expect(team).toMatchObject({ name: 'Red Fox', code: 'RFX' });
      const cases = [
        [{ name: 'Bad!Name' }, translate('app.errors.validation.teamNameInvalid')],
        [{ name: '<b></b>' }, translate('app.errors.validation.teamNameRequired')],
        [{ code: 'AB' }, translate('app.errors.validation.teamCodeInvalid')],
        [{ website: 'ftp://example.com' }, translate('app.errors.validation.websiteInvalid')],
      ] as const;
      for (const [override, message] of cases) {
        const response = await post(captain.token, teamPayload(override));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message });
      }
    });

    describe('logo checks', () => {
      let token: string;
      beforeAll(async () => {
        token = (await signUp(suite.app)).token;
      });
      const expectLogoRefused = async (logo: string, message: string) => {
        const response = await post(token, teamPayload({ logo }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message, errors: { logo: message } });
      };

      it('refuses what is not a PNG data URL', async () => {
        await expectLogoRefused('https://example.com/logo.png', translate('app.errors.logo.invalid'));
        await expectLogoRefused('data:image/jpeg;base64,AAAA', translate('app.errors.logo.invalid'));
        await expectLogoRefused('data:image/png;base64,not base64!', translate('app.errors.logo.invalid'));
      });

      it('refuses a PNG data URL that holds no PNG', async () => {
        await expectLogoRefused(
          pngDataUrl(Buffer.from('GIF89a, certainly not a PNG file')),
          translate('resources.teams.team.logoNotPng'),
        );
        const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0]);
        await expectLogoRefused(pngDataUrl(jpeg), translate('resources.teams.team.logoNotPng'));
      });

      it('refuses a truncated PNG, wherever it stops', async () => {
        const png = encodePng(100, 100);
        const short = Buffer.concat([PNG_SIGNATURE, Buffer.from('short')]);
        await expectLogoRefused(pngDataUrl(short), translate('resources.teams.team.logoNotPng'));
        // Cut in the middle of the image data, and just before IEND.
        await expectLogoRefused(
          pngDataUrl(png.subarray(0, 60)),
          translate('resources.teams.team.logoNotPng'),
        );
        await expectLogoRefused(
          pngDataUrl(png.subarray(0, png.length - 12)),
          translate('resources.teams.team.logoNotPng'),
        );
      });

      it('refuses a PNG with a bad checksum', async () => {
        const png = Buffer.from(encodePng(100, 100));
        png[png.length - 20]! ^= 0x01; // a byte of the IDAT data: its CRC no longer matches
        await expectLogoRefused(pngDataUrl(png), translate('resources.teams.team.logoNotPng'));
      });

      it('refuses a PNG with anything after its IEND, such as HTML', async () => {
        const polyglot = Buffer.concat([encodePng(100, 100), Buffer.from('<html><script>alert(1)</script>')]);
        await expectLogoRefused(pngDataUrl(polyglot), translate('resources.teams.team.logoNotPng'));
      });

      it('refuses image data that inflates beyond the size its header announces (decompression bomb)', async () => {
        // 64 MB of zeros deflate to about 64 KB; a 1024x1024 RGBA image has about 4 MB of scanlines.
        const bomb = Buffer.concat([
          PNG_SIGNATURE,
          rgbaHeader(LOGO_MAX_DIMENSION_PX, LOGO_MAX_DIMENSION_PX),
          chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 })),
          chunk('IEND', Buffer.alloc(0)),
        ]);
        await expectLogoRefused(pngDataUrl(bomb), translate('resources.teams.team.logoNotPng'));
      });

      it('stores a valid PNG of any proportions as a clean 100x100 PNG, fitted and centred', async () => {
        const wide = encodePng(200, 50, [10, 120, 240, 255]);
        const captain = await signUp(suite.app);
        const team = await createTeam(suite.app, captain.token, { logo: pngDataUrl(wide) });
        const served = await suite.app.inject({ url: team.logoUrl! });
        expect(served.statusCode).toBe(200);
        const image = PNG.sync.read(served.rawPayload);
        expect([image.width, image.height]).toEqual([100, 100]);
        const pixel = (x: number, y: number) => [
          ...image.data.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 4),
        ];
        // 200x50 scales to 100x25, centred: rows 37.5 to 62.5 hold the image, the rest is transparent.
        expect(pixel(50, 50)).toEqual([10, 120, 240, 255]);
        expect(pixel(0, 40)).toEqual([10, 120, 240, 255]);
        expect(pixel(50, 10)[3]).toBe(0);
        expect(pixel(50, 90)[3]).toBe(0);
        expect(served.rawPayload.equals(wide)).toBe(false);
      });

      it('refuses more than 1 MB decoded', async () => {
        const big = Buffer.concat([encodePng(100, 100), Buffer.alloc(1024 * 1024)]);
        await expectLogoRefused(pngDataUrl(big), translate('app.errors.logo.tooLarge'));
      });

      it(`refuses more than ${LOGO_MAX_DIMENSION_PX} pixels in either direction, before decoding`, async () => {
        // 100000x100000 pixels announced over a few bytes of image data: refused on the header alone.
        const giant = Buffer.concat([
          PNG_SIGNATURE,
          rgbaHeader(100_000, 100_000),
          chunk('IDAT', deflateSync(Buffer.alloc(16))),
          chunk('IEND', Buffer.alloc(0)),
        ]);
        await expectLogoRefused(pngDataUrl(giant), translate('resources.teams.team.logoTooManyPixels'));
        await expectLogoRefused(
          pngDataUrl(encodePng(LOGO_MAX_DIMENSION_PX + 1, 1)),
          translate('resources.teams.team.logoTooManyPixels'),
        );
        await expectLogoRefused(
          pngDataUrl(encodePng(1, LOGO_MAX_DIMENSION_PX + 1)),
          translate('resources.teams.team.logoTooManyPixels'),
        );
      });

      it('accepts a large body on this route only', async () => {
        const tooBig = await post(
          token,
          teamPayload({ logo: `${'A'.repeat(TEAM_CREATE_BODY_LIMIT_BYTES)}` }),
        );
        expect(tooBig.statusCode).toBe(413);
        expect(tooBig.json()).toMatchObject({
          success: false,
          message: translate('app.errors.api.bodyTooLarge'),
        });
        const elsewhere = await call(suite.app, token, 'POST', '/api/teams/1/invitations', {
          userId: 1,
          padding: 'x'.repeat(200 * 1024),
        });
        expect(elsewhere.statusCode).toBe(413);
      });
    });
  });

  describe('reading teams', () => {
    let approved: Awaited<ReturnType<typeof approvedTeam>>;
    let pending: Team;
    let pendingCaptain: SessionTokens;
    let outsider: SessionTokens;
    beforeAll(async () => {
      approved = await approvedTeam(suite.app, suite.admin.token, 1);
      pendingCaptain = await signUp(suite.app);
      pending = await createTeam(suite.app, pendingCaptain.token);
      outsider = await signUp(suite.app);
    });

    it('GET /teams lists Approved teams only, hiding emails from outsiders', async () => {
      const response = await call(suite.app, outsider.token, 'GET', '/api/teams');
      expect(response.statusCode).toBe(200);
      const teams = response.json<{ data: Team[] }>().data;
      expect(teams.every((team) => team.status === 'Approved')).toBe(true);
      expect(teams.map((team) => team.id)).not.toContain(pending.id);
      const listed = teams.find((team) => team.id === approved.team.id)!;
      expect(listed.playerCount).toBe(2);
      expect(listed.players.map((player) => player.user)).toEqual([
        { displayName: approved.captain.credentials.displayName },
        { displayName: approved.players[0]!.credentials.displayName },
      ]);
      expect(response.body).not.toContain('@example.com');
    });

    it('shows emails to the team own members and to team managers', async () => {
      for (const token of [approved.players[0]!.token, suite.admin.token]) {
        const teams = (await call(suite.app, token, 'GET', '/api/teams')).json<{ data: Team[] }>().data;
        const listed = teams.find((team) => team.id === approved.team.id)!;
        expect(listed.players.map((player) => player.user.email)).toEqual([
          approved.captain.credentials.email,
          approved.players[0]!.credentials.email,
        ]);
      }
    });

    it('GET /teams/{id}: an Approved team, my own team, or any team for managers; else 404', async () => {
      const seen = await call(suite.app, outsider.token, 'GET', `/api/teams/${approved.team.id}`);
      expect(seen.statusCode).toBe(200);
      // The team page's public view: names and badges, never another player's email.
      expect(seen.json<{ data: Team }>().data.players.map((player) => player.user)).toEqual([
        { displayName: approved.captain.credentials.displayName },
        { displayName: approved.players[0]!.credentials.displayName },
      ]);
      expect(seen.body).not.toContain('@example.com');
      const hidden = await call(suite.app, outsider.token, 'GET', `/api/teams/${pending.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ success: false, message: translate('app.team.notFound') });
      expect(
        (await call(suite.app, pendingCaptain.token, 'GET', `/api/teams/${pending.id}`)).statusCode,
      ).toBe(200);
      expect((await call(suite.app, suite.admin.token, 'GET', `/api/teams/${pending.id}`)).statusCode).toBe(
        200,
      );
      expect((await call(suite.app, outsider.token, 'GET', '/api/teams/999999')).statusCode).toBe(404);
      expect((await call(suite.app, outsider.token, 'GET', '/api/teams/abc')).statusCode).toBe(400);
    });

    it('GET /users/me/team answers null for a player without a team', async () => {
      const response = await call(suite.app, outsider.token, 'GET', '/api/users/me/team');
      expect(response.json()).toEqual({ success: true, data: null });
    });

    it('needs a signed-in user', async () => {
      expect((await suite.app.inject({ url: '/api/teams' })).statusCode).toBe(401);
      expect(
        (await suite.app.inject({ method: 'POST', url: '/api/teams', payload: teamPayload() })).statusCode,
      ).toBe(401);
    });
  });

  describe('simple-REST list parameters', () => {
    const names = ['Alpha Wolves', 'Bravo Bears', 'Charlie Cats'];
    let viewer: string;
    beforeAll(async () => {
      viewer = (await signUp(suite.app)).token;
      for (const [index, name] of names.entries()) {
        const captain = await signUp(suite.app);
        const team = await createTeam(suite.app, captain.token, { name, code: `LST${index}` });
        await decide(suite.app, suite.admin.token, team.id, 'Approved');
      }
    });
    const list = (query: Record<string, unknown>) =>
      call(
        suite.app,
        viewer,
        'GET',
        `/api/teams?${new URLSearchParams(
          Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
        ).toString()}`,
      );

    it('filters by q on name or code, sorts, pages, and sends Content-Range', async () => {
      const page = await list({ filter: { q: 'lst' }, sort: ['name', 'DESC'], range: [0, 1] });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.map((team: Team) => team.name)).toEqual(['Charlie Cats', 'Bravo Bears']);
      expect(page.headers['content-range']).toBe('teams 0-1/3');
      expect(page.headers['access-control-expose-headers']).toBe('Content-Range');

      const next = await list({ filter: { q: 'lst' }, sort: ['name', 'DESC'], range: [2, 3] });
      expect(next.json().data.map((team: Team) => team.name)).toEqual(['Alpha Wolves']);
      expect(next.headers['content-range']).toBe('teams 2-2/3');

      const past = await list({ filter: { q: 'lst' }, range: [10, 19] });
      expect(past.json().data).toEqual([]);
      expect(past.headers['content-range']).toBe('teams */3');

      const byName = await list({ filter: { q: 'BRAVO' } });
      expect(byName.json().data.map((team: Team) => team.code)).toEqual(['LST1']);
      const literal = await list({ filter: { q: '%' } });
      expect(literal.json().data).toEqual([]);
    });

    it('sorts by each whitelisted field and refuses others', async () => {
      for (const field of ['name', 'code', 'playerCount', 'points', 'createdAt']) {
        expect((await list({ sort: [field, 'ASC'] })).statusCode).toBe(200);
      }
      expect((await list({ sort: ['email', 'ASC'] })).statusCode).toBe(400);
      expect((await list({ sort: ['name', 'SIDEWAYS'] })).statusCode).toBe(400);
      expect((await list({ range: [5, 1] })).statusCode).toBe(400);
      const malformed = await call(suite.app, viewer, 'GET', '/api/teams?range=[0,');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        success: false,
        message: translate('app.errors.api.invalidInput'),
      });
    });

    it('returns the whole list without parameters', async () => {
      const all = await call(suite.app, viewer, 'GET', '/api/teams');
      const total = Number(all.headers['content-range']?.toString().split('/')[1]);
      expect(all.json().data).toHaveLength(total);
    });
  });

  it('documents the routes in the OpenAPI document with their tags and schemas', async () => {
    const document = (await suite.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; responses?: object }>>;
      components: { schemas: Record<string, { properties?: object }> };
    }>();
    const tagOf = (path: string, method: string) => document.paths[path]?.[method]?.tags;
    expect(tagOf('/api/teams', 'get')).toEqual(['teams']);
    expect(tagOf('/api/teams', 'post')).toEqual(['teams']);
    expect(tagOf('/api/teams/{id}/join-requests', 'post')).toEqual(['invitations']);
    expect(tagOf('/api/invitations/{id}/accept', 'post')).toEqual(['invitations']);
    expect(tagOf('/api/notifications/unread-count', 'get')).toEqual(['notifications']);
    expect(tagOf('/api/admin/teams/{id}', 'put')).toEqual(['admin']);
    expect(JSON.stringify(document.paths['/api/teams']?.get?.responses)).toContain(
      '#/components/schemas/Team',
    );
    expect(Object.keys(document.components.schemas.Team?.properties ?? {})).toContain('playerCount');
  });
});
