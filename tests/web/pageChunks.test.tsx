import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, pageChunk, pageChunks, preloadPage } from '@/pageChunks';

// A page whose chunk has already arrived (src/main.tsx starts the current address's page with the app) draws
// in the route's first render; React.lazy alone would show the fallback first and hold the page back.

const ThePage = () => <h1>The page</h1>;
const pageModule = { default: ThePage };

function renderInRoute(Page: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading the page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('draws a page whose chunk has arrived in the first render, without the fallback', async () => {
    const chunk = pageChunk(() => Promise.resolve(pageModule));
    await chunk.load();
    renderInRoute(lazyPage(chunk));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).toBeNull();
  });

  it('shows the fallback until a chunk that has not arrived does', async () => {
    let arrive: (module: typeof pageModule) => void = () => undefined;
    const chunk = pageChunk(() => new Promise((resolve) => (arrive = resolve)));
    renderInRoute(lazyPage(chunk));
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    arrive(pageModule);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});

describe('pageChunk', () => {
  it('downloads once however often it is asked, and again after a failed download', async () => {
    const importPage = vi
      .fn<() => Promise<typeof pageModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pageModule);
    const chunk = pageChunk(importPage);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(importPage).toHaveBeenCalledTimes(2);
    expect(chunk.loaded()).toBe(ThePage);
  });
});

describe('preloadPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The chunks that `preloadPage(pathname, signedIn)` starts. */
  function preloaded(pathname: string, signedIn: boolean): string[] {
    const loads = Object.entries(pageChunks).map(
      ([name, chunk]) => [name, vi.spyOn(chunk, 'load').mockResolvedValue(pageModule)] as const,
    );
    preloadPage(pathname, signedIn);
    const started = loads.filter(([, load]) => load.mock.calls.length > 0).map(([name]) => name);
    vi.restoreAllMocks();
    return started;
  }

  it("starts a signed-in player's page by its address, a list or an item", () => {
    expect(preloaded('/dashboard', true)).toEqual(['dashboard']);
    expect(preloaded('/matches', true)).toEqual(['fixtures']);
    expect(preloaded('/matches/12', true)).toEqual(['match']);
    expect(preloaded('/teams/7', true)).toEqual(['team']);
    expect(preloaded('/teams/7/show', true)).toEqual(['team']);
    expect(preloaded('/teams/7/edit', true)).toEqual([]);
    expect(preloaded('/matches?filter=%7B%7D#results', true)).toEqual(['fixtures']);
    expect(preloaded('/login', true)).toEqual([]);
    expect(preloaded('/constructor', true)).toEqual([]);
  });

  it("starts an admin screen's view by its address: list, create, edit or show", () => {
    expect(preloaded('/admin', true)).toEqual(['adminPanel']);
    expect(preloaded('/admin/seasons', true)).toEqual(['seasons']);
    expect(preloaded('/admin/seasons/create', true)).toEqual(['seasonCreate']);
    expect(preloaded('/admin/seasons/3', true)).toEqual(['seasonEdit']);
    expect(preloaded('/admin/roster-changes/9/show', true)).toEqual(['rosterChangeShow']);
    expect(preloaded('/admin/roster-changes/9', true)).toEqual([]);
    expect(preloaded('/users/4', true)).toEqual(['userEdit']);
    expect(preloaded('/league-settings/1', true)).toEqual(['leagueSettings']);
    expect(preloaded('/admin/unknown', true)).toEqual([]);
  });

  it("starts only the signed-out visitor's forms when there is no session", () => {
    expect(preloaded('/login', false)).toEqual(['login']);
    expect(preloaded('/register', false)).toEqual(['register']);
    expect(preloaded('/reset-password', false)).toEqual(['resetPassword']);
    expect(preloaded('/dashboard', false)).toEqual([]);
    expect(preloaded('/', false)).toEqual([]);
    expect(preloaded('/constructor', false)).toEqual([]);
    expect(preloaded('/login/extra', false)).toEqual([]);
  });
});
