// The part of node-polyglot's API the catalogue uses (the package ships no types of its own).
declare module 'node-polyglot' {
  type Phrases = { readonly [key: string]: string | Phrases };
  export interface PolyglotOptions {
    phrases?: Phrases;
    locale?: string;
    allowMissing?: boolean;
    onMissingKey?: (key: string, options: Readonly<Record<string, unknown>>, locale: string) => string;
  }
  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    t(key: string, options?: number | Readonly<Record<string, unknown>>): string;
    has(key: string): boolean;
  }
}
