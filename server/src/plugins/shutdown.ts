import type { Server } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { translate } from '@domain/i18n';
import fp from 'fastify-plugin';
import { httpError } from '../http/http-error';

// Closing drains instead of cutting: the server stops accepting connections, requests in flight finish
// and their responses say `Connection: close`, requests that arrive on an open connection get a 503
// envelope (instead of Fastify's built-in body, which is why return503OnClosing is off), and only then
// are the connections closed, so no client meets a reset on a request the server had accepted.

/** A keep-alive connection still idle this long after closing began is closed. */
export const IDLE_GRACE_MS = 1_000;
/** Connections still open this long after closing began are cut (a request that would not finish). */
export const DRAIN_DEADLINE_MS = 7_000;

export interface ShutdownOptions {
  idleGraceMs?: number;
  drainDeadlineMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `listener` as closing begins, before the drain waits for requests in flight: for responses that
     * never end by themselves (the live view's event streams).
     */
    onClosing(listener: () => void): void;
  }
}

export const shutdownPlugin = fp<ShutdownOptions>(
  async (app, options) => {
    let closing = false;
    const closingListeners: (() => void)[] = [];
    app.decorate('onClosing', (listener: () => void) => {
      closingListeners.push(listener);
    });
    const connections = trackHttpConnections(app.server);
    app.addHook('preClose', async () => {
      closing = true;
      for (const listener of closingListeners) listener();
      if (!app.server.listening) return;
      await drain(app.server, connections, {
        idleGraceMs: options.idleGraceMs ?? IDLE_GRACE_MS,
        drainDeadlineMs: options.drainDeadlineMs ?? DRAIN_DEADLINE_MS,
      });
    });
    // Every request passes these: callbacks, not promises.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close');
      done(httpError(503, translate('app.errors.api.shuttingDown'), { code: 'SHUTTING_DOWN' }));
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'shutdown' },
);

/** The server's open HTTP connections; an upgraded one (the game-server WebSocket) is the gateway's to close. */
export function trackHttpConnections(server: Server): Set<net.Socket> {
  const open = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('upgrade', (_request, socket: Duplex) => open.delete(socket as net.Socket));
  return open;
}

/**
 * Closes the connections that hold no request: idle keep-alive ones, and spares a client opened ahead of a
 * request and has sent nothing on yet (browsers and Node's fetch keep such spares). Node counts a spare as
 * busy from its first moment, so closeIdleConnections() alone leaves it open until the drain's deadline.
 */
function closeIdleConnections(server: Server, connections: Set<net.Socket>): void {
  server.closeIdleConnections();
  for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
}

/** Stops listening and waits until every connection has closed: by itself, at the idle grace, or at the deadline. */
export async function drain(
  server: Server,
  connections: Set<net.Socket>,
  timing: Required<ShutdownOptions>,
): Promise<void> {
  // http.Server.close() (Node 19+) also closes every idle keep-alive connection at once, racing a client
  // that is just sending its next request on one: that request would meet a reset. So only the listening
  // socket closes here; Fastify's own server.close() later finds the server stopped and the connections gone.
  net.Server.prototype.close.call(server);
  const idle = setTimeout(() => closeIdleConnections(server, connections), timing.idleGraceMs);
  const deadline = setTimeout(() => server.closeAllConnections(), timing.drainDeadlineMs);
  try {
    while (connections.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    clearTimeout(idle);
    clearTimeout(deadline);
  }
}
