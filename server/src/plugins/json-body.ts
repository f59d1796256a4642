import fp from 'fastify-plugin';

// JSON is the only body type the API accepts (anything else is 415). An empty JSON body counts as no body,
// so "empty body" calls that still send Content-Type: application/json are accepted.

export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.length === 0) return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
