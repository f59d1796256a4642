import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// What one API instance reports to Prometheus: prom-client's process and Node.js metrics, the time each
// request took by route pattern, and gauges read when scraped. Each instance has its own registry (tests
// run several apps in one process), and each reports only itself: Prometheus adds the instances up.

/** What the gauges read at each scrape; a reading that fails leaves the gauge at its last value. */
export interface MetricSources {
  /** Game servers connected to this instance's gateway. */
  gameServersConnected(): number;
  /** Live-view streams this instance holds. */
  liveStreams(): number;
  /** Game sessions Active in the league (all instances). */
  gameSessionsActive(): Promise<number>;
  /** Matches being played now. */
  matchesLive(): Promise<number>;
  /** Messages waiting to be sent, by queue. */
  outboxPending(): Promise<Record<'discord' | 'mail', number>>;
  /** The database connection pool (PostgreSQL); null for the embedded database, which has none. */
  databasePool(): { total: number; idle: number; waiting: number } | null;
  /** Where a failed reading is reported. */
  onReadError(metric: string, error: unknown): void;
}

export interface LeagueMetrics {
  registry: Registry;
  /** Records one answered request: its method, route pattern (never the raw URL) and status. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

export function createLeagueMetrics(sources: MetricSources): LeagueMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  /** Reads a value for a gauge; a failed read is reported and the gauge keeps its last value. */
  const reading = async <T>(metric: string, read: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await read();
    } catch (error) {
      sources.onReadError(metric, error);
      return undefined;
    }
  };

  /** A gauge of one number, read at each scrape. */
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = await reading(name, async () => read());
        if (value !== undefined) this.set(value);
      },
    });
  gauge('vrpl_game_servers_connected', "Game servers connected to this instance's gateway", () =>
    sources.gameServersConnected(),
  );
  gauge('vrpl_live_streams', 'Live-view event streams held open by this instance', () =>
    sources.liveStreams(),
  );
  gauge('vrpl_game_sessions_active', 'Game sessions Active in the league', sources.gameSessionsActive);
  gauge('vrpl_matches_live', 'League matches being played now', sources.matchesLive);
  new Gauge({
    name: 'vrpl_outbox_pending',
    help: 'Messages waiting to be sent, by queue (discord: league announcements, mail: account mail)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const pending = await reading('vrpl_outbox_pending', sources.outboxPending);
      if (pending) for (const [queue, count] of Object.entries(pending)) this.set({ queue }, count);
    },
  });
  new Gauge({
    name: 'vrpl_db_pool_connections',
    help: "This instance's PostgreSQL pool: connections in all, idle ones, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.databasePool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
  };
}
