import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { elementError } from './elementError';
import { lookUpEmotionStylesInHead } from './emotionStyleLookup';
import { installLazyComputedStyle } from './lazyComputedStyle';
import { server } from './msw';
import { skipOwnerStacks } from './ownerStacks';
import { filterStyleRulesByClass } from './styleRuleFilter';
import { ASYNC_WAIT_MS } from './timeouts';

configure({ asyncUtilTimeout: ASYNC_WAIT_MS, getElementError: elementError });
filterStyleRulesByClass(document);
installLazyComputedStyle(window);
lookUpEmotionStylesInHead(window);
skipOwnerStacks();

// The web and web-logic projects run many files in one worker (isolate: false): each file starts with empty
// storage and leaves no fake timers, stubbed globals or environment variables behind (Vitest itself
// restores spies between files).
beforeAll(() => {
  sessionStorage.clear();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
