import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/authProvider';
import { createHttpClient, fetchJson, HttpError } from '@/dataProvider';
import { makeUser, serveRefresh, storeSession } from './fixtures';
import { server } from './msw';

let auth: Auth | null = null;
afterEach(() => {
  auth?.dispose();
  auth = null;
});

async function signedInClient() {
  storeSession();
  serveRefresh();
  auth = createAuth();
  await auth.whenReady();
  return createHttpClient(auth);
}

function captureAuthorization() {
  const seen: (string | null)[] = [];
  server.use(
    http.get('/api/users/me', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ success: true, data: makeUser() });
    }),
  );
  return seen;
}

describe('fetchJson error rule', () => {
  it('raises the JSON body message and keeps the status', async () => {
    server.use(
      http.get('/api/teams', () => HttpResponse.json({ success: false, message: 'Nope.' }, { status: 409 })),
    );
    const error = await fetchJson('/api/teams').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Nope.', status: 409 });
  });

  it("falls back to 'API error: {status} {statusText}' for a body that is not JSON", async () => {
    server.use(
      http.get(
        '/api/teams',
        () => new HttpResponse('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    await expect(fetchJson('/api/teams')).rejects.toThrow('API error: 500 Internal Server Error');
  });

  it('sends JSON with credentials', async () => {
    let contentType: string | null = null;
    server.use(
      http.post('/api/teams', ({ request }) => {
        contentType = request.headers.get('Content-Type');
        return HttpResponse.json({ success: true, data: { id: 1 } }, { status: 201 });
      }),
    );
    const { json } = await fetchJson('/api/teams', { method: 'POST', body: JSON.stringify({ name: 'A' }) });
    expect(contentType).toBe('application/json');
    expect(json).toEqual({ success: true, data: { id: 1 } });
  });
});

describe('httpClient', () => {
  it('sends no Authorization header without a token', async () => {
    const seen = captureAuthorization();
    auth = createAuth();
    await createHttpClient(auth)('/api/users/me');
    expect(seen).toEqual([null]);
  });

  it('sends the Bearer token when signed in', async () => {
    const client = await signedInClient();
    const seen = captureAuthorization();
    await client('/api/users/me');
    expect(seen).toEqual(['Bearer access-1']);
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const client = await signedInClient();
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/users/me', ({ request }) => {
        const header = request.headers.get('Authorization');
        seen.push(header);
        return header === 'Bearer access-2'
          ? HttpResponse.json({ success: true, data: makeUser() })
          : HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
      }),
    );
    const { json } = await client('/api/users/me');
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(json).toMatchObject({ success: true });
  });

  it('gives up with the 401 when the refresh fails, signed out', async () => {
    const client = await signedInClient();
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ success: false, message: 'expired' }, { status: 401 }),
      ),
      http.post('/api/auth/refresh-token', () =>
        HttpResponse.json({ success: false, message: 'no' }, { status: 401 }),
      ),
      http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })),
    );
    await expect(client('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(auth?.session.getState().user).toBeNull();
  });
});

describe('httpClient: Idempotency-Key', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  function captureKeys(method: 'post' | 'put' | 'get', status: (seen: number) => number = () => 200) {
    const keys: (string | null)[] = [];
    server.use(
      http[method]('/api/teams', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const code = status(keys.length);
        return code === 401
          ? HttpResponse.json({ success: false, message: 'expired' }, { status: 401 })
          : HttpResponse.json({ success: true, data: { id: 1 } }, { status: code });
      }),
    );
    return keys;
  }

  it('sends a fresh key with each write and none with a read', async () => {
    const client = await signedInClient();
    const posted = captureKeys('post', () => 201);
    await client('/api/teams', { method: 'POST', body: '{}' });
    await client('/api/teams', { method: 'POST', body: '{}' });
    expect(posted).toHaveLength(2);
    expect(posted[0]).toMatch(UUID);
    expect(posted[1]).toMatch(UUID);
    expect(posted[1]).not.toBe(posted[0]);
    const put = captureKeys('put');
    await client('/api/teams', { method: 'PUT', body: '{}' });
    expect(put[0]).toMatch(UUID);
    const read = captureKeys('get');
    await client('/api/teams');
    expect(read).toEqual([null]);
  });

  it('sends the same key again when it retries a write after refreshing the session', async () => {
    const client = await signedInClient();
    const keys = captureKeys('post', (seen) => (seen === 1 ? 401 : 201));
    const { status } = await client('/api/teams', { method: 'POST', body: '{}' });
    expect(status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });
});
