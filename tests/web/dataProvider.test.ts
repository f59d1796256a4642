import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuth } from '@/authProvider';
import { createAppDataProvider, LEAGUE_VIEW } from '@/dataProvider';
import { server } from './msw';

function provider() {
  return createAppDataProvider(createAuth());
}

function captureList(path: string, body: JsonBodyType, contentRange: string) {
  const urls: URL[] = [];
  server.use(
    http.get(path, ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body, { headers: { 'Content-Range': contentRange } });
    }),
  );
  return urls;
}

const listParams = {
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'name', order: 'DESC' as const },
  filter: { q: 'splat' },
};

describe('dataProvider', () => {
  it('asks for a page with sort, range and filter and reads the Content-Range total', async () => {
    const teams = [{ id: 1, name: 'Splat' }];
    const urls = captureList('/api/teams', { success: true, data: teams }, 'teams 25-49/319');
    const result = await provider().getList('teams', { ...listParams, meta: LEAGUE_VIEW });
    expect(urls).toHaveLength(1);
    expect(urls[0].pathname).toBe('/api/teams');
    expect(urls[0].searchParams.get('sort')).toBe('["name","DESC"]');
    expect(urls[0].searchParams.get('range')).toBe('[25,49]');
    expect(urls[0].searchParams.get('filter')).toBe('{"q":"splat"}');
    expect(result).toEqual({ data: teams, total: 319 });
  });

  it.each([
    // The team managers' list of every team; one team is GET /teams/{id}, the league's list GET /teams.
    ['teams', '/api/admin/teams'],
    ['admin/digital-ocean', '/api/digital-ocean/droplets'],
    ['admin/league-management', '/api/admin/teams'],
    ['admin/game-servers', '/api/game-servers/credentials'],
    ['sessions', '/api/game-sessions'],
    ['users', '/api/users'],
    ['roles', '/api/roles'],
  ])('maps the %s resource to %s', async (resource, path) => {
    const urls = captureList(path, [{ id: 3 }], `${resource} 0-0/1`);
    const result = await provider().getList(resource, listParams);
    expect(urls[0].pathname).toBe(path);
    expect(result.data).toEqual([{ id: 3 }]);
  });

  it('unwraps the envelope of a single record', async () => {
    server.use(
      http.get('/api/teams/5', () => HttpResponse.json({ success: true, data: { id: 5, name: 'Five' } })),
    );
    await expect(provider().getOne('teams', { id: 5 })).resolves.toEqual({ data: { id: 5, name: 'Five' } });
  });

  it('reads the records of getMany one by one, as the API has no filter by ids', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/matches/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ success: true, data: { id: Number(params.id), week: 1 } });
      }),
    );
    await expect(provider().getMany('admin/matches', { ids: [4, 7] })).resolves.toEqual({
      data: [
        { id: 4, week: 1 },
        { id: 7, week: 1 },
      ],
    });
    expect(asked.sort()).toEqual(['4', '7']);
  });

  it('sends a delete without a body type, which the API would refuse (415)', async () => {
    const types: (string | null)[] = [];
    server.use(
      http.delete('/api/roles/4', ({ request }) => {
        types.push(request.headers.get('content-type'));
        return HttpResponse.json({ success: true, data: { id: 4 } });
      }),
    );
    await provider().delete('roles', { id: 4, previousData: { id: 4 } });
    expect(types).toEqual([null]);
  });

  it('returns the deleted record', async () => {
    server.use(http.delete('/api/game-sessions/9', () => HttpResponse.json({ success: true, data: null })));
    const previousData = { id: 9, serverName: 'Arena' };
    await expect(provider().delete('sessions', { id: 9, previousData })).resolves.toEqual({
      data: previousData,
    });
  });

  it('sends a delete without a body or a Content-Type the API would refuse', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.delete('/api/game-sessions/9', ({ request }) => {
        seen.push(request.headers.get('content-type'));
        return HttpResponse.json({ success: true, data: { id: 9 } });
      }),
    );
    await expect(provider().delete('sessions', { id: 9 })).resolves.toEqual({ data: { id: 9 } });
    await provider().deleteMany('sessions', { ids: [9] });
    expect(seen).toEqual([null, null]);
  });

  it('has the custom methods of every area, e.g. the permission catalogue, unwrapped', async () => {
    const paths: string[] = [];
    server.use(
      http.get('/api/permissions', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, data: ['manage:roles'] });
      }),
    );
    await expect(provider().getPermissionCatalogue()).resolves.toEqual(['manage:roles']);
    expect(paths).toEqual(['/api/permissions']);
  });
});
