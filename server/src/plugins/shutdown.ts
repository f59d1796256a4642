import fp from 'fastify-plugin';
import { messages } from '../../../domain/messages';
import { httpError } from '../http/http-error';

// While the server closes, in-flight requests finish and new ones get a 503 envelope (instead of Fastify's
// built-in body, which is why return503OnClosing is off).

export const shutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      throw httpError(503, messages.api.shuttingDown, { code: 'SHUTTING_DOWN' });
    });
  },
  { name: 'shutdown' },
);
