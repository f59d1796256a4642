import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Security headers. The same strict policy covers the app and the API docs: swagger-ui
// loads only same-origin scripts and needs inline styles, which MUI needs as well.

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets with our options, worked out once: they are the same for every response, and
 * helmet's middleware would rebuild them (the CSP string among them) on every request.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Headers that only a document (a page, or an image opened as one) obeys: a script or a stylesheet loaded by
 * the page is governed by the page's own. The app's hashed scripts and stylesheets go without them, about 600
 * bytes each of the 50 to 90 a signed-in page loads. Every answer keeps `x-content-type-options`,
 * `cross-origin-resource-policy`, `referrer-policy` (a module script's own policy applies to its imports) and
 * HSTS. A script run as a worker takes its CSP from its own answer: the app starts none.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export const securityPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    const headers = securityHeaders(https);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
