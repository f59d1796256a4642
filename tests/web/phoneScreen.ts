import { vi } from 'vitest';

/**
 * Makes jsdom's window a phone below the 600 px breakpoint: every max-width media query matches and
 * every min-width one does not. Undo with vi.unstubAllGlobals().
 */
export function stubPhoneScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
