import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatePublic } from '@/i18n/public';
import { lazyPage, pageChunk, pageChunks, preloadPage } from '@/pageChunks';

// A page whose chunk has already arrived (src/main.tsx starts the current address's page with the app) draws
// in the route's first render; one still downloading shows a spinner in its place, and the screen the
// visitor left is gone at once (a navigation is a transition, in which a suspended page would keep it).

const ThePage = () => <h1>The page</h1>;
const pageModule = { default: ThePage };

/** A chunk that arrives when the test says so. */
function pendingChunk() {
  const download: { arrive: (module: typeof pageModule) => void; fail: (error: Error) => void } = {
    arrive: () => undefined,
    fail: () => undefined,
  };
  const chunk = pageChunk(
    () =>
      new Promise((resolve, reject) => {
        download.arrive = resolve;
        download.fail = reject;
      }),
  );
  return { chunk, download };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const spinner = () => screen.queryByRole('progressbar', { name: translatePublic('app.layout.loading') });

describe('lazyPage', () => {
  it('draws a page whose chunk has arrived in the first render, without the spinner', async () => {
    const chunk = pageChunk(() => Promise.resolve(pageModule));
    await chunk.load();
    const Page = lazyPage(chunk);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('shows a spinner until a chunk that has not arrived does', async () => {
    const { chunk, download } = pendingChunk();
    const Page = lazyPage(chunk);
    render(<Page />);
    expect(spinner()).toBeInTheDocument();
    download.arrive(pageModule);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('draws a chunk that arrives in a transition: what was on screen stays until the page can draw', async () => {
    // The observable mark of a transition: a render that suspends in one keeps the screen already shown
    // (here the spinner) instead of putting the nearest Suspense fallback in its place.
    const { chunk, download } = pendingChunk();
    let release: () => void = () => undefined;
    const pageData = new Promise<void>((resolve) => {
      release = resolve;
    });
    function PageWaitingForData() {
      use(pageData);
      return <h1>The page</h1>;
    }
    const Page = lazyPage(chunk);
    render(
      <Suspense fallback={<p>The layout is loading</p>}>
        <Page />
      </Suspense>,
    );
    await act(async () => download.arrive({ default: PageWaitingForData }));
    expect(spinner()).toBeInTheDocument();
    expect(screen.queryByText('The layout is loading')).toBeNull();

    await act(async () => release());
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(spinner()).toBeNull();
  });

  it('hands a failed download to the error boundary', async () => {
    const { chunk, download } = pendingChunk();
    const Page = lazyPage(chunk);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p>{(error as Error).message}</p>}>
        <Page />
      </ErrorBoundary>,
    );
    download.fail(new Error('offline'));
    expect(await screen.findByText('offline')).toBeInTheDocument();
  });

  it('leaves the previous screen at once when the next one is still downloading', async () => {
    const { chunk, download } = pendingChunk();
    const Page = lazyPage(chunk);
    let listMounted = false;
    function TheList() {
      useEffect(() => {
        listMounted = true;
        return () => {
          listMounted = false;
        };
      }, []);
      return <h1>The list</h1>;
    }
    // As in the app: the layout's Suspense around the routes, and navigations in transitions (RouterProvider).
    const router = createMemoryRouter(
      [
        { path: '/list', element: <TheList /> },
        { path: '/page', element: <Page /> },
      ],
      { initialEntries: ['/list'] },
    );
    render(
      <Suspense fallback={<p>The layout is loading</p>}>
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(listMounted).toBe(true);

    await act(() => router.navigate('/page'));
    expect(screen.queryByRole('heading', { name: 'The list' })).toBeNull();
    expect(listMounted).toBe(false);
    expect(spinner()).toBeInTheDocument();

    download.arrive(pageModule);
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
    expect(chunk.arrived()).toBeUndefined();
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(importPage).toHaveBeenCalledTimes(2);
    expect(chunk.arrived()).toBe(pageModule);
  });
});

describe('preloadPage', () => {
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
