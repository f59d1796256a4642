import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The yardstick of the API budget: a bare Fastify route answering a fixed JSON body, with none of the
// app's plugins, auth or database. Usage: tsx bench/bare-server.ts <file with the JSON body> <path>.
// Prints the port it listens on.

const body = readFileSync(process.argv[2] ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get(process.argv[3] ?? '/api/teams', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(new URL(address).port);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
