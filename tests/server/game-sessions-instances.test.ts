import type { GameSession } from '@domain/api';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { eventually, RawGameServer, twoInstancesOnPostgres } from './helpers/game-servers';
import { call } from './helpers/teams';

// Several API instances on one PostgreSQL database: a command issued on one instance reaches the game
// server connected to another through LISTEN/NOTIFY, and its ack comes back.

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  const instances = twoInstancesOnPostgres();

  it('routes create and stop from instance B to the game server on instance A, and acks come back', async () => {
    const { a, b } = instances;
    const { token } = await signUp(b.app);
    const { server } = await RawGameServer.connect(a.url, 'two-instances');
    expect(a.app.gameServerGateway.connectionCount).toBe(1);
    expect(b.app.gameServerGateway.connectionCount).toBe(0);

    const answered = server.answer('createSession');
    const created = await call(b.app, token, 'POST', '/api/game-sessions/client?clientId=two-instances', {
      code: '4321',
      mode: 'XBall',
    });
    expect(created.statusCode).toBe(201);
    const session = created.json<{ data: GameSession }>().data;
    expect((await answered).sessionId).toBe(session.id);

    server.report(session.id, 1);
    await eventually(async () => {
      const list = await call(b.app, token, 'GET', '/api/game-sessions');
      return list.json<{ data: GameSession[] }>().data[0]?.status === 'Active' ? true : undefined;
    });

    const stopAnswered = server.answer('stopSession');
    const stopped = await call(b.app, token, 'PUT', `/api/game-sessions/${session.id}/stop`);
    expect(stopped.json().data.status).toBe('Not Active');
    expect((await stopAnswered).sessionId).toBe(session.id);

    const silent = await call(b.app, token, 'POST', '/api/game-sessions/client?clientId=two-instances', {
      code: '9999',
      mode: 'XBall',
    });
    expect(silent.statusCode).toBe(504);
    server.close();
  });

  it('closes the older connection on the other instance when a game server reconnects elsewhere', async () => {
    const { a, b } = instances;
    const first = await RawGameServer.connect(a.url, 'wanderer');
    const second = await RawGameServer.connect(b.url, 'wanderer');
    expect((await first.server.closed).code).toBe(4009);
    expect(second.server.socket.readyState).toBe(second.server.socket.OPEN);
    second.server.close();
  });
});
