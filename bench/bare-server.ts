import { readFileSync } from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

// The yardsticks of the API budgets: a server answering GET `path` with the very response the API gave (its
// headers and body bytes, compressed as the API sent them), with none of the app's plugins, auth or
// database. Usage: tsx bench/bare-server.ts <file> <path> [node|fastify], the file holding
// { headers, body (base64) }. `node` (the default) is a bare node:http server, the budgets' yardstick;
// `fastify` is a Fastify route with no plugins, the most any Fastify app can reach on this machine.
// Prints the port it listens on.

const recorded = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  headers: Record<string, string | string[]>;
  body: string;
};
const body = Buffer.from(recorded.body, 'base64');
const path = process.argv[3] ?? '/api/teams';
const kind = process.argv[4] ?? 'node';

function listen(server: http.Server): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(typeof address === 'object' && address ? address.port : 0);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

if (kind === 'fastify') {
  const app = Fastify({ logger: false });
  app.get(path, (_request, reply) => {
    reply.headers(recorded.headers).send(body);
  });
  await app.ready();
  app.server.keepAliveTimeout = 10_000;
  listen(app.server);
} else {
  const server = http.createServer((request, response) => {
    if (request.url?.split('?')[0] !== path) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, recorded.headers);
    response.end(body);
  });
  server.keepAliveTimeout = 10_000;
  listen(server);
}
