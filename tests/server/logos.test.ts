import type { Team } from '@domain/api';
import { DEFAULT_DIVISION, DEFAULT_LEAGUE } from '@domain/constants';
import { translate } from '@domain/i18n';
import { teams } from '@server/db/schema';
import { backfillLegacyLogos } from '@server/modules/teams/logo-backfill';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng, pngDataUrl } from '../support/png';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { approvedTeam, call, createTeam, LOGO_URL, leagueApp } from './helpers/teams';

// Logos by URL: teams carry a content-addressed logoUrl, never the image; the logo route serves
// the stored 100x100 PNG to anyone holding the URL, cached for good.

const silentLog = { info: () => {}, warn: () => {} };

describe.each(databaseKinds())('team logos on %s', (kind) => {
  const suite = leagueApp(kind);

  describe('GET /api/logos/{sha256}.png', () => {
    it('serves the stored PNG without sign-in, as an image cached for good', async () => {
      const team = await createTeam(suite.app, (await signUp(suite.app)).token);
      expect(team.logoUrl).toMatch(LOGO_URL);
      const response = await suite.app.inject({ url: team.logoUrl! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const sha256 = /([0-9a-f]{64})\.png$/.exec(team.logoUrl!)![1];
      expect(response.headers.etag).toBe(`"${sha256}"`);
      const image = PNG.sync.read(response.rawPayload);
      expect([image.width, image.height]).toEqual([100, 100]);
    });

    it('answers 304 to a request that already holds the ETag', async () => {
      const team = await createTeam(suite.app, (await signUp(suite.app)).token);
      const first = await suite.app.inject({ url: team.logoUrl! });
      const again = await suite.app.inject({
        url: team.logoUrl!,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      const other = await suite.app.inject({ url: team.logoUrl!, headers: { 'if-none-match': '"other"' } });
      expect(other.statusCode).toBe(200);
    });

    it('answers 404 with the envelope for an address that holds no logo or is not one', async () => {
      for (const file of [`${'0'.repeat(64)}.png`, 'logo.png', `${'a'.repeat(64)}.jpg`, '999999']) {
        const response = await suite.app.inject({ url: `/api/logos/${file}` });
        expect(response.statusCode, file).toBe(404);
        expect(response.json()).toMatchObject({
          success: false,
          message: translate('resources.teams.team.logoNotFound'),
          code: 'LOGO_NOT_FOUND',
        });
      }
    });

    it('gives one address to one image: teams with the same logo share it, another logo gets another', async () => {
      const red = pngDataUrl(encodePng(100, 100, [220, 0, 0, 255]));
      const first = await createTeam(suite.app, (await signUp(suite.app)).token, { logo: red });
      const second = await createTeam(suite.app, (await signUp(suite.app)).token, { logo: red });
      const other = await createTeam(suite.app, (await signUp(suite.app)).token, {
        logo: pngDataUrl(encodePng(100, 100, [0, 220, 0, 255])),
      });
      expect(second.logoUrl).toBe(first.logoUrl);
      expect(other.logoUrl).not.toBe(first.logoUrl);
    });
  });

  it('sends no logo bytes in any team response: lists and single teams carry the URL only', async () => {
    const { team, captain } = await approvedTeam(suite.app, suite.admin.token);
    const reads = [
      ['GET /api/teams', await call(suite.app, captain.token, 'GET', '/api/teams')],
      ['GET /api/teams/:id', await call(suite.app, captain.token, 'GET', `/api/teams/${team.id}`)],
      ['GET /api/users/me/team', await call(suite.app, captain.token, 'GET', '/api/users/me/team')],
      ['GET /api/admin/teams', await call(suite.app, suite.admin.token, 'GET', '/api/admin/teams')],
      [
        'GET /api/admin/teams/:id',
        await call(suite.app, suite.admin.token, 'GET', `/api/admin/teams/${team.id}`),
      ],
    ] as const;
    for (const [route, response] of reads) {
      expect(response.statusCode, route).toBe(200);
      expect(response.body, route).not.toContain('data:image');
      const data = response.json<{ data: Team | Team[] }>().data;
      for (const shown of Array.isArray(data) ? data : [data]) {
        expect(Object.keys(shown), route).not.toContain('logo');
        expect(shown.logoUrl, route).toMatch(LOGO_URL);
      }
    }
  });

  it('documents the logo route in the OpenAPI document as a PNG', async () => {
    const document = (await suite.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    }>();
    const route = document.paths['/api/logos/{file}']?.get;
    expect(route).toBeDefined();
    expect(Object.keys(route!.responses['200']?.content ?? {})).toEqual(['image/png']);
  });

  describe('logos stored as data URLs before re-encoding', () => {
    async function insertLegacyTeam(name: string, logo: string) {
      const [row] = await suite.app.db
        .insert(teams)
        .values({
          name,
          code: name.slice(-4),
          legacyLogo: logo,
          leagueId: DEFAULT_LEAGUE.id,
          divisionId: DEFAULT_DIVISION.id,
        })
        .returning({ id: teams.id });
      return row!.id;
    }
    const stored = async (id: number) => {
      const [row] = await suite.app.db
        .select({ legacy: teams.legacyLogo, png: teams.logoPng, sha256: teams.logoSha256 })
        .from(teams)
        .where(eq(teams.id, id));
      return row!;
    };

    it('are re-encoded like new uploads, and one that does not decode is dropped', async () => {
      const wide = await insertLegacyTeam('Legacy Wide', pngDataUrl(encodePng(300, 100)));
      const polyglot = await insertLegacyTeam(
        'Legacy Bad',
        pngDataUrl(Buffer.concat([encodePng(100, 100), Buffer.from('<html></html>')])),
      );
      expect(await backfillLegacyLogos(suite.app.db, silentLog)).toEqual({ converted: 1, dropped: 1 });

      const converted = await stored(wide);
      expect(converted.legacy).toBeNull();
      const image = PNG.sync.read(converted.png!);
      expect([image.width, image.height]).toEqual([100, 100]);
      const served = await call(suite.app, suite.admin.token, 'GET', `/api/admin/teams/${wide}`);
      expect(served.json().data.logoUrl).toBe(`/api/logos/${converted.sha256}.png`);

      expect(await stored(polyglot)).toEqual({ legacy: null, png: null, sha256: null });
      const dropped = await call(suite.app, suite.admin.token, 'GET', `/api/admin/teams/${polyglot}`);
      expect(dropped.json().data.logoUrl).toBeNull();

      expect(await backfillLegacyLogos(suite.app.db, silentLog)).toEqual({ converted: 0, dropped: 0 });
    });
  });
});
