import { publicCatalogue } from '@domain/i18n/public';

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
