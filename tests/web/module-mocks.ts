/**
 * The screen files that replace one of the app's modules with vi.mock. They run in the `web-mocks` project,
 * with modules of their own; tests/web/module-mocks.test.ts fails when a file that mocks is missing here.
 */
export const WEB_MODULE_MOCKS = [
  'tests/web/profile.test.tsx',
  'tests/web/rootFirstVisit.test.tsx',
  'tests/web/shellRenders.test.tsx',
  'tests/web/teamForm.test.tsx',
];
