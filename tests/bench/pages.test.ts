import { describe, expect, it } from 'vitest';
import { pageSelectionProblem, pagesOf, selectedPages } from '../../bench/pages';

const pages = pagesOf({ captainTeamId: 3, finishedMatchId: 11, liveMatchId: 12 });

describe('selectedPages', () => {
  it('measures every page when BENCH_PAGES is unset or empty', () => {
    expect(selectedPages(pages, undefined)).toEqual(pages);
    expect(selectedPages(pages, ' , ')).toEqual(pages);
  });

  it("keeps the bench's order of the pages named, whatever the order given", () => {
    expect(selectedPages(pages, 'leaderboards, live-match').map((page) => page.path)).toEqual([
      '/matches/12',
      '/leaderboards',
    ]);
  });

  it('refuses a page it does not know, and lists the ones it does', () => {
    const problem =
      'BENCH_PAGES: no page called /leaderboards; the pages are dashboard, league, live-match, finished-match, team, matches, leaderboards';
    expect(pageSelectionProblem(pages, 'dashboard,/leaderboards')).toBe(problem);
    expect(pageSelectionProblem(pages, 'dashboard')).toBeNull();
    expect(() => selectedPages(pages, 'dashboard,/leaderboards')).toThrow(problem);
  });
});
