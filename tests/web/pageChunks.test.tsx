import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, pageChunk } from '@/pageChunks';

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
