import { publicMessages } from '@domain/messages/public';
import { landingMessages } from './landing';
import { numberParam, param } from './polyglotText';

const { app, shell } = publicMessages;

/** `app.layout`, the part a signed-out visitor sees: the top bar, the sponsor footer, the spinner. */
export const publicLayoutMessages = {
  title: app.name,
  copyright: app.copyright(numberParam('year')),
  sponsors: app.sponsorsLabel,
  sponsorLink: shell.sponsorLink(param('name')),
  logoHome: shell.logoHome,
  login: shell.login,
  loading: shell.loading,
  documentTitle: shell.documentTitle(param('page')),
};

/** `app.access`, the part a signed-out visitor sees: the access gate, the sign-in and register forms. */
export const publicAccessMessages = {
  gate: publicMessages.gate,
  login: publicMessages.login,
  register: publicMessages.register,
};

/** `app.errors`, the part the public screens need: the error screen and a failed request's message. */
export const publicErrorsMessages = {
  errorFallback: publicMessages.errorFallback,
  http: {
    apiError: publicMessages.http.apiError(numberParam('status'), param('statusText')),
  },
};

/**
 * The texts of the screens a signed-out visitor meets first (the shell, the gate, the landing page, the
 * sign-in forms, the error screen), under the keys they have in the whole catalogue (index.ts builds it
 * from these same objects). The landing page downloads only this part (docs/decisions/0020-landing-bundle.md).
 */
export const publicCatalogue = {
  app: {
    layout: publicLayoutMessages,
    landing: landingMessages,
    access: publicAccessMessages,
    errors: publicErrorsMessages,
  },
};

type Catalogue = { readonly [key: string]: string | Catalogue };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates a key of the public catalogue as the app's i18nProvider does (polyglot's `%{name}`
 * placeholders; a missing key is answered with itself), without react-admin, so the landing page and
 * its shell need none of it. These texts have no plural forms (the i18n tests hold them to that).
 */
export function translatePublic(key: string, options: Record<string, unknown> = {}): string {
  const text = lookup(publicCatalogue, key);
  if (text === undefined) return key;
  return text.replace(/%\{(.*?)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(options, name) ? options[name] : undefined;
    return value == null ? placeholder : String(value);
  });
}
