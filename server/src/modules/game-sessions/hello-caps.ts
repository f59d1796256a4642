import type { IncomingMessage } from 'node:http';

// Sockets that have not said hello yet cost a file descriptor and some memory each and prove nothing, so
// their number is capped per client address and in total (two clients holding 12,000 silent
// sockets each starved the process of descriptors). A socket stops counting once its hello is accepted.

export interface HelloCapSettings {
  maxAwaitingHelloPerAddress: number;
  maxAwaitingHello: number;
}

/** Admitted: call release once the socket said hello or closed (repeat calls are harmless). */
export type Admission = { ok: true; release: () => void } | { ok: false; status: 429 | 503 };

export class AwaitingHello {
  private readonly byAddress = new Map<string, number>();
  private count = 0;

  constructor(private readonly caps: HelloCapSettings) {}

  get total(): number {
    return this.count;
  }

  admit(address: string): Admission {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.caps.maxAwaitingHelloPerAddress) return { ok: false, status: 429 };
    if (this.count >= this.caps.maxAwaitingHello) return { ok: false, status: 503 };
    this.byAddress.set(address, held + 1);
    this.count += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.count -= 1;
        const left = (this.byAddress.get(address) ?? 1) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }
}

/**
 * The client's address as Fastify's request.ip sees it: with TRUST_PROXY the left-most
 * X-Forwarded-For entry (every hop is trusted, as in the HTTP rate limits), else the peer address.
 */
export function upgradeClientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (trustProxy && first) return first;
  return request.socket.remoteAddress ?? 'unknown';
}

const STATUS_LINE = { 429: '429 Too Many Requests', 503: '503 Service Unavailable' } as const;

/** Answers an upgrade request on the raw socket and closes it. */
export function refuseUpgrade(socket: { end(chunk: string): void }, status: 429 | 503): void {
  socket.end(`HTTP/1.1 ${STATUS_LINE[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
