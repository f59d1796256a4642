import http from 'node:http';
import net from 'node:net';
import { drain, trackHttpConnections } from '@server/plugins/shutdown';
import { afterEach, describe, expect, it } from 'vitest';

// The drain as closing runs it, on a plain node:http server: a deadline far beyond the test's own time
// limit, so a connection left open until then fails the test instead of slowing it.

const FAR_DEADLINE = { idleGraceMs: 20, drainDeadlineMs: 3_600_000 };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listening(handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  const connections = trackHttpConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, connections, port };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('the drain as the server closes', () => {
  it('closes a connection a client opened ahead of a request and sent nothing on, at the idle grace', async () => {
    const { server, connections, port } = await listening((_request, response) => response.end('ok'));
    const spare = await connect(port);
    const spareClosed = closed(spare);
    await drain(server, connections, FAR_DEADLINE);
    await spareClosed;
    expect(connections.size).toBe(0);
  });

  it('leaves a connection whose request is in flight until its answer is sent', async () => {
    let answer: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let send: () => void = () => {};
    const { server, connections, port } = await listening((_request, response) => {
      // As the app does while closing: the answer closes its connection.
      send = () => response.setHeader('connection', 'close').end('slow');
      answer();
    });
    const body = new Promise<string>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path: '/slow' }, (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve(text));
        })
        .once('error', reject);
    });
    await asked;
    const timing = { ...FAR_DEADLINE, idleGraceMs: 1 };
    const drained = drain(server, connections, timing);
    // A timer of the same length set after the drain's own fires after it (Node runs timers of one length in
    // the order they were set): by then the idle grace has passed, and the request's connection is open.
    await new Promise<void>((resolve) => setTimeout(resolve, timing.idleGraceMs));
    expect(connections.size).toBe(1);
    send();
    expect(await body).toBe('slow');
    await drained;
    expect(connections.size).toBe(0);
  });
});
