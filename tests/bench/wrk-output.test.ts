import { describe, expect, it } from 'vitest';
import { parseWrkOutput } from '../../bench/wrk-output';

// wrk 4.1 (Debian) output, as printed with --latency.
const HEALTHY = `Running 1s test @ http://127.0.0.1:3503/
  1 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     0.92ms    3.28ms  39.81ms   96.33%
    Req/Sec    42.48k    24.41k   62.47k    70.00%
  Latency Distribution
     50%  126.00us
     75%  231.00us
     90%    2.00ms
     99%   20.60ms
  42242 requests in 1.00s, 5.76MB read
Requests/sec:  42227.73
Transfer/sec:      5.76MB
`;

const FAILING = `Running 2s test @ http://127.0.0.1:3503/api/auth/local/login
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    40.12ms   12.00ms   1.20s    80.00%
    Req/Sec    50.00     10.00    70.00     70.00%
  Latency Distribution
     50%   38.50ms
     75%   45.00ms
     90%   60.00ms
     99%    1.20s
  100 requests in 2.01s, 50.00KB read
  Socket errors: connect 0, read 2, write 1, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:     49.75
Transfer/sec:     24.88KB
`;

describe('parseWrkOutput', () => {
  it('reads the count, the rate and the latency distribution with their units', () => {
    expect(parseWrkOutput(HEALTHY)).toEqual({
      requests: 42242,
      seconds: 1,
      requestsPerSecond: 42227.73,
      non2xx: 0,
      socketErrors: 0,
      latencyMs: { p50: 0.126, p75: 0.231, p90: 2, p99: 20.6 },
    });
  });

  it('counts the error responses and the socket errors wrk prints only when there are some', () => {
    const report = parseWrkOutput(FAILING);
    expect(report.non2xx).toBe(7);
    expect(report.socketErrors).toBe(6);
    expect(report.seconds).toBeCloseTo(2.01);
    expect(report.latencyMs.p99).toBe(1200);
  });

  it('refuses output without the latency distribution (wrk run without --latency)', () => {
    const withoutLatency = HEALTHY.replace(/ {2}Latency Distribution[\s\S]*?(?= {2}42242)/, '');
    expect(() => parseWrkOutput(withoutLatency)).toThrow(/50% latency line/);
  });

  it('refuses what is not wrk output', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:3599 Connection refused')).toThrow(
      /request count/,
    );
  });
});
