import http from 'node:http';

// The live-view budget's viewers, in a process of their own: each follows one match over
// GET /api/live as the match page does, and holds the match's state the way the browser would. A `state`
// event carries the match's public live state, which the page applies at once; a `change` event makes the
// page read GET /api/matches/{id} again, at most once a second (useLiveTopic's LIVE_REREAD_MIN_MS) with
// a trailing read for changes in between. Every time a viewer comes to hold a newer report it notes
// the report's counter (the players' `shots`, which the bench's game servers raise by one per report)
// and the wall-clock time. The parent sends `start` and later `report`, and gets the notes back.

export interface ViewerConfig {
  baseUrl: string;
  tokens: string[];
  matchIds: number[];
  perMatch: number;
  rereadMinMs: number;
}

export interface ViewerReport {
  /** One entry per viewer: its match and, flattened, [counter, time, counter, time, ...]. */
  viewers: { matchId: number; held: number[] }[];
  reads: number;
  readErrors: number;
  stateEvents: number;
  changeEvents: number;
  drops: number;
}

export type ToViewers = { type: 'start'; config: ViewerConfig } | { type: 'report' };
export type FromViewers = { type: 'ready'; viewers: number } | { type: 'report'; report: ViewerReport };

const wallClock = () => performance.timeOrigin + performance.now();

interface LiveSession {
  players?: { shots: number }[];
}

/** The report counter a match's live session shows, or -1 when it shows none. */
function counterOf(session: LiveSession | null | undefined): number {
  return session?.players?.[0]?.shots ?? -1;
}

function start(config: ViewerConfig): Promise<ViewerReport> {
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  // Re-reads share a pool, as a browser's page reads share its connections.
  const readAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const report: ViewerReport = {
    viewers: [],
    reads: 0,
    readErrors: 0,
    stateEvents: 0,
    changeEvents: 0,
    drops: 0,
  };
  let ready = 0;
  const total = config.matchIds.length * config.perMatch;
  return new Promise((resolveReady) => {
    config.matchIds.forEach((matchId, matchIndex) => {
      for (let copy = 0; copy < config.perMatch; copy++) {
        const token = config.tokens[(matchIndex * config.perMatch + copy) % config.tokens.length]!;
        const entry = { matchId, held: [] as number[] };
        report.viewers.push(entry);
        let counter = -1;
        const hold = (next: number) => {
          if (next <= counter) return;
          counter = next;
          entry.held.push(next, wallClock());
        };
        let lastRead = 0;
        let trailing = false;
        const read = (onDone?: () => void) => {
          lastRead = Date.now();
          report.reads += 1;
          const request = http.get(
            `${config.baseUrl}/api/matches/${matchId}`,
            { agent: readAgent, headers: { authorization: `Bearer ${token}` } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('error', () => undefined);
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => {
                if (response.statusCode === 200) {
                  const body = JSON.parse(Buffer.concat(chunks).toString()) as {
                    data: { session: LiveSession | null };
                  };
                  hold(counterOf(body.data.session));
                } else report.readErrors += 1;
                onDone?.();
              });
            },
          );
          request.on('error', () => {
            report.readErrors += 1;
            onDone?.();
          });
        };
        const changed = () => {
          const wait = lastRead + config.rereadMinMs - Date.now();
          if (wait <= 0) read();
          else if (!trailing) {
            trailing = true;
            setTimeout(() => {
              trailing = false;
              read();
            }, wait);
          }
        };
        const request = http.get(
          `${config.baseUrl}/api/live?topics=match:${matchId}`,
          {
            agent: streamAgent,
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          },
          (response) => {
            if (response.statusCode !== 200) {
              report.drops += 1;
              response.resume();
              return;
            }
            response.on('error', () => undefined);
            response.setEncoding('utf8');
            let buffer = '';
            response.on('data', (text: string) => {
              buffer += text;
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                end = buffer.indexOf('\n\n');
                let event = 'message';
                let data = '';
                for (const line of block.split('\n')) {
                  if (line.startsWith('event:')) event = line.slice(6).trim();
                  else if (line.startsWith('data:')) data += line.slice(5).trim();
                }
                if (event === 'ready')
                  // The page reads the match as it opens.
                  read(() => {
                    ready += 1;
                    if (ready === total) resolveReady(report);
                  });
                else if (event === 'state') {
                  report.stateEvents += 1;
                  hold(counterOf((JSON.parse(data) as { session: LiveSession | null }).session));
                } else if (event === 'change') {
                  report.changeEvents += 1;
                  changed();
                }
              }
            });
            response.on('close', () => {
              report.drops += 1;
            });
          },
        );
        request.on('error', () => {
          report.drops += 1;
        });
      }
    });
  });
}

let running: Promise<ViewerReport> | null = null;
process.on('message', (message: ToViewers) => {
  if (message.type === 'start') {
    running = start(message.config);
    void running.then((report) => process.send?.({ type: 'ready', viewers: report.viewers.length }));
  } else if (message.type === 'report' && running) {
    void running.then((report) => process.send?.({ type: 'report', report } satisfies FromViewers));
  }
});
process.on('disconnect', () => process.exit(0));
