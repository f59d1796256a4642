import type { AddressInfo } from 'node:net';
import { translate } from '@domain/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';

// GET /metrics over a real database: hidden without METRICS_TOKEN, refused with a wrong token, and with the
// right one prom-client's process and Node.js metrics, request times by route pattern, and the league's
// gauges as they stand.

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series (`name{labels}` exactly as printed), or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds())('metrics on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { metricsToken: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    fetch(`${baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });

  it("refuses a scraper without the token, with a wrong one, or with an Admin's sign-in token", async () => {
    const admin = await signUp(t.app);
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      TOKEN,
      `Bearer ${admin.token}`,
    ]) {
      const refused = await scrape(authorization);
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await refused.json()).toMatchObject({
        success: false,
        message: translate('app.errors.metrics.wrongToken'),
      });
    }
  });

  it("reports the process, each request by its route pattern and the league's gauges", async () => {
    const player = await signUp(t.app);
    await fetch(`${baseUrl}/api/teams/987654`, { headers: { authorization: `Bearer ${player.token}` } });
    const stream = new AbortController();
    const live = await fetch(`${baseUrl}/api/live?topics=match:1`, {
      headers: { authorization: `Bearer ${player.token}` },
      signal: stream.signal,
    });
    expect(live.status).toBe(200);

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'vrpl_game_servers_connected',
      'vrpl_game_sessions_active',
      'vrpl_matches_live',
    ])
      expect(seriesValue(text, name), name).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'vrpl_live_streams')).toBe(1);
    for (const queue of ['discord', 'mail'])
      expect(seriesValue(text, `vrpl_outbox_pending{queue="${queue}"}`), queue).toBeGreaterThanOrEqual(0);
    // The route pattern, never the id that was asked for.
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/teams/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('987654');
    if (kind === 'postgres')
      expect(seriesValue(text, 'vrpl_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('vrpl_db_pool_connections{');
    stream.abort();
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('do not exist: 404, not the browser app', async () => {
    const t = await buildTestApp('pglite');
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, message: translate('app.errors.api.notFound') });
    } finally {
      await t.close();
    }
  });
});
