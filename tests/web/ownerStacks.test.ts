import { createElement } from 'react';
import { jsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';

// tests/web/setup.ts calls skipOwnerStacks for every screen test; this checks that React still honours it.
// If a new React counts owner stacks another way, this fails, and the screen tests have lost the saving.
const stackOf = (element: unknown) => (element as { _debugStack?: unknown })._debugStack;

describe('owner stacks in the screen tests', () => {
  it('are not recorded: the elements of createElement share one placeholder stack, those of JSX another', () => {
    expect(stackOf(createElement('div'))).toBeDefined();
    expect(stackOf(createElement('span'))).toBe(stackOf(createElement('div')));
    expect(stackOf(jsx('div', {}))).toBeDefined();
    expect(stackOf(jsx('span', {}))).toBe(stackOf(jsx('div', {})));
  });
});
