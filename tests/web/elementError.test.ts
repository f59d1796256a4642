import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

// tests/web/setup.ts makes elementError Testing Library's error for a query that found nothing.

const errorOf = async (attempt: () => unknown): Promise<Error> => {
  try {
    await attempt();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query found something');
};

const printsOfTheScreen = (message: string) => message.split('Ignored nodes: comments').length - 1;

describe('the web tests’ error for a query that found nothing', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('prints the screen when a query outside a wait fails', async () => {
    document.body.innerHTML = '<p>Red Devils</p>';
    const error = await errorOf(() => screen.getByText('Blue Sharks'));
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toContain('Unable to find an element with the text: Blue Sharks');
    expect(printsOfTheScreen(error.message)).toBe(1);
    expect(error.message).toContain('Red Devils');
  });

  it('prints the screen once, as it is when the wait gives up', async () => {
    document.body.innerHTML = '<p>Red Devils</p>';
    let tries = 0;
    const error = await errorOf(() =>
      waitFor(
        () => {
          tries += 1;
          if (tries === 2) document.body.innerHTML = '<p>Green Vipers</p>';
          return screen.getByRole('button', { name: 'Join' });
        },
        { timeout: 300, interval: 20 },
      ),
    );
    expect(tries).toBeGreaterThan(2);
    expect(error.message).toContain('Unable to find role="button" and name "Join"');
    expect(printsOfTheScreen(error.message)).toBe(1);
    expect(error.message).toContain('Green Vipers');
    expect(error.message).not.toContain('Red Devils');
  });
});
