import { readFileSync } from 'node:fs';
import http from 'node:http';

// The yardstick of the API budgets: a bare node:http server answering GET `path` with
// the very response the API gave (its status line's headers and body bytes, compressed as the API sent
// them), with none of the app's plugins, auth or database. Usage: tsx bench/bare-server.ts <file> <path>,
// the file holding { headers, body (base64) }. Prints the port it listens on.

const recorded = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  headers: Record<string, string | string[]>;
  body: string;
};
const body = Buffer.from(recorded.body, 'base64');
const path = process.argv[3] ?? '/api/teams';
const server = http.createServer((request, response) => {
  if (request.url?.split('?')[0] !== path) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, recorded.headers);
  response.end(body);
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
