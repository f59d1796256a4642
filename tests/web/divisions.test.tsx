import type { DivisionDetail, DivisionRecord } from '@domain/divisions';
import { translate } from '@domain/i18n';
import type { Season, SeasonEntry } from '@domain/seasons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failWith,
  makeSeason,
  ok,
  okPage,
  record,
  type SeenRequest,
  signInAsAdmin,
  stubPhoneScreen,
} from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const user = userEvent.setup();

afterEach(() => vi.unstubAllGlobals());

function makeEntry(overrides: Partial<SeasonEntry> = {}): SeasonEntry {
  return {
    id: 21,
    seasonId: 3,
    team: { id: 21, name: 'Red Devils' },
    divisionId: 11,
    seedRating: 31.5,
    placedByAdmin: true,
    registeredAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

function makeDivision(overrides: Partial<DivisionDetail> = {}): DivisionDetail {
  return {
    id: 11,
    name: 'Gold',
    mmrPercentage: 40,
    tier: 0,
    season: { id: 3, name: 'Spring 2027', status: 'Registration' },
    teamCount: 1,
    teams: [makeEntry()],
    ...overrides,
  };
}

const listRow = ({ teams: _, ...division }: DivisionDetail): DivisionRecord => division;

/** The divisions and seasons API over in-memory records: returns every request it answered. */
function serveDivisions(
  divisions: DivisionDetail[],
  season: Season = makeSeason({ status: 'Registration' }),
) {
  let rows = divisions;
  let current = season;
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/divisions', async ({ request }) => {
      await record(seen, request);
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      return okPage(
        'divisions',
        rows.filter((division) => !filter.seasonId || division.season.id === filter.seasonId).map(listRow),
      );
    }),
    http.get('/api/divisions/:id', ({ params }) =>
      ok(rows.find((division) => division.id === Number(params.id))),
    ),
    http.put('/api/divisions/:id', async ({ request, params }) => {
      await record(seen, request);
      const change = seen.at(-1)?.body as Partial<DivisionDetail>;
      rows = rows.map((division) =>
        division.id === Number(params.id) ? { ...division, ...change } : division,
      );
      return ok(rows.find((division) => division.id === Number(params.id)));
    }),
    http.get('/api/seasons', () => okPage('seasons', [current, makeSeason({ id: 4, name: 'Winter 2026' })])),
    http.get('/api/seasons/:id', () => ok(current)),
    http.get('/api/seasons/:id/teams', () => okPage('season-entries', [])),
    http.put('/api/seasons/:id/divisions', async ({ request }) => {
      await record(seen, request);
      const { divisions: list } = (seen.at(-1)?.body ?? {}) as {
        divisions: { id?: number; name: string; mmrPercentage: number }[];
      };
      current = {
        ...current,
        divisions: list.map((division, index) => ({ ...division, id: division.id ?? 100 + index })),
      };
      return ok(current);
    }),
    http.put('/api/seasons/:id/teams/:teamId', async ({ request, params }) => {
      await record(seen, request);
      const { divisionId } = (seen.at(-1)?.body ?? {}) as { divisionId: number };
      return ok(makeEntry({ id: Number(params.teamId), divisionId }));
    }),
  );
  return seen;
}

const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

const gold = makeDivision();
const silver = makeDivision({ id: 12, name: 'Silver', mmrPercentage: 60, tier: 1, teamCount: 0, teams: [] });
const winterOpen = makeDivision({
  id: 13,
  name: 'Open',
  mmrPercentage: 100,
  season: { id: 4, name: 'Winter 2026', status: 'Live' },
  teamCount: 7,
  teams: [],
});

describe('the divisions admin resource', () => {
  it('lists the divisions with season, tier, share and teams, and filters them by season on the server', async () => {
    signInAsAdmin();
    const seen = serveDivisions([gold, silver, winterOpen]);
    renderApp('/admin/divisions');
    const table = await screen.findByRole(
      'table',
      { name: translate('resources.admin/divisions.title') },
      SLOW,
    );
    const goldRow = (await within(table).findByText('Gold')).closest('tr');
    if (!goldRow) throw new Error('no row for Gold');
    expect(within(goldRow).getByText('Spring 2027')).toBeInTheDocument();
    expect(
      within(goldRow).getByText(translate('resources.admin/divisions.tier', { place: 1 })),
    ).toBeInTheDocument();
    expect(
      within(goldRow).getByText(translate('resources.admin/divisions.share', { percentage: 40 })),
    ).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
    const first = new URL(`http://x${seen.at(-1)?.path}`).searchParams;
    expect(JSON.parse(first.get('sort') ?? '[]')).toEqual(['season.startsAt', 'DESC']);

    await user.click(
      screen.getByRole('combobox', { name: translate('resources.admin/divisions.fields.seasonId') }),
    );
    await user.click(await screen.findByRole('option', { name: 'Spring 2027' }));
    await waitFor(() => expect(within(table).queryByText('Open')).not.toBeInTheDocument(), SLOW);
    expect(within(table).getByText('Silver')).toBeInTheDocument();
    const last = new URL(`http://x${seen.at(-1)?.path}`).searchParams;
    expect(JSON.parse(last.get('filter') ?? '{}')).toEqual({ seasonId: 3 });
  }, 30_000);

  it('lists one row per division on phones, each a link to its page', async () => {
    stubPhoneScreen();
    signInAsAdmin();
    serveDivisions([gold, winterOpen]);
    renderApp('/admin/divisions');
    const link = (await screen.findByText('Open', {}, SLOW)).closest('a');
    if (!link) throw new Error('the row is no link');
    expect(link).toHaveAttribute('href', '/admin/divisions/13');
    expect(
      within(link).getByText(
        translate('resources.admin/divisions.summary', {
          season: 'Winter 2026',
          percentage: 100,
          smart_count: 7,
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renames a division and changes its share, sending the form through the payload schema', async () => {
    signInAsAdmin();
    const seen = serveDivisions([gold, silver]);
    renderApp('/admin/divisions/11');
    const name = await screen.findByRole(
      'textbox',
      { name: translate('resources.admin/divisions.fields.name') },
      SLOW,
    );
    await user.clear(name);
    await user.click(
      screen.getByRole('button', { name: translate('resources.admin/divisions.action.save') }),
    );
    expect(
      await screen.findByText(translate('resources.admin/seasons.divisionNameRequired')),
    ).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    await user.type(name, 'Platinum');
    await user.click(
      screen.getByRole('button', { name: translate('resources.admin/divisions.action.save') }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'PUT', path: '/api/divisions/11', body: { name: 'Platinum', mmrPercentage: 40 } },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/divisions.notifications.saved', { name: 'Platinum' }),
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows the server’s refusal of a name the season already has', async () => {
    signInAsAdmin();
    serveDivisions([gold, silver]);
    server.use(
      http.put('/api/divisions/:id', () =>
        failWith(409, translate('resources.admin/divisions.nameTaken'), 'DIVISION_NAME_TAKEN'),
      ),
    );
    renderApp('/admin/divisions/11');
    const name = await screen.findByRole(
      'textbox',
      { name: translate('resources.admin/divisions.fields.name') },
      SLOW,
    );
    await user.clear(name);
    await user.type(name, 'silver');
    await user.click(
      screen.getByRole('button', { name: translate('resources.admin/divisions.action.save') }),
    );
    expect(await screen.findByText(translate('resources.admin/divisions.nameTaken'))).toBeInTheDocument();
  });

  it('keeps the share fixed once the season is Live and sends only the name', async () => {
    signInAsAdmin();
    const live = makeDivision({ season: { id: 3, name: 'Spring 2027', status: 'Live' } });
    const seen = serveDivisions([live], makeSeason({ status: 'Live' }));
    renderApp('/admin/divisions/11');
    const share = await screen.findByRole(
      'spinbutton',
      { name: translate('resources.admin/divisions.fields.mmrPercentage') },
      SLOW,
    );
    expect(share).toBeDisabled();
    expect(screen.getByText(translate('resources.admin/divisions.notes.sharesLocked'))).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: translate('resources.admin/divisions.fields.name') });
    await user.clear(name);
    await user.type(name, 'Elite');
    await user.click(
      screen.getByRole('button', { name: translate('resources.admin/divisions.action.save') }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([{ method: 'PUT', path: '/api/divisions/11', body: { name: 'Elite' } }]),
    );
  });

  it('lists the division’s teams with their placement and moves one to another division', async () => {
    signInAsAdmin();
    const seen = serveDivisions([gold, silver]);
    renderApp('/admin/divisions/11');
    const teams = await screen.findByRole(
      'region',
      { name: translate('resources.admin/divisions.sections.teams') },
      SLOW,
    );
    const row = (await within(teams).findByText('Red Devils')).closest('tr');
    if (!row) throw new Error('no row for Red Devils');
    expect(within(row).getByText('31.5')).toBeInTheDocument();
    expect(
      within(row).getByText(translate('resources.admin/divisions.teams.placedByAdmin')),
    ).toBeInTheDocument();
    await user.click(
      await within(row).findByRole(
        'combobox',
        { name: translate('resources.admin/seasons.entries.division') },
        SLOW,
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'Silver' }));
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        { method: 'PUT', path: '/api/seasons/3/teams/21', body: { divisionId: 12 } },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/seasons.notifications.placed', { team: 'Red Devils', division: 'Silver' }),
      ),
    ).toBeInTheDocument();
  });
});

describe('the season page’s divisions', () => {
  it('links each division to its page', async () => {
    signInAsAdmin();
    serveDivisions([gold, silver]);
    renderApp('/admin/seasons/3');
    const details = await screen.findByRole(
      'region',
      { name: translate('resources.admin/seasons.sections.details') },
      SLOW,
    );
    expect(await within(details).findByRole('link', { name: 'Gold' })).toHaveAttribute(
      'href',
      '/admin/divisions/11',
    );
    expect(within(details).getByRole('link', { name: 'Silver' })).toHaveAttribute(
      'href',
      '/admin/divisions/12',
    );
  });

  it('edits the whole list before Live: refuses shares that miss 100%, then saves with the ids', async () => {
    signInAsAdmin();
    const seen = serveDivisions([gold, silver]);
    renderApp('/admin/seasons/3');
    await user.click(
      await screen.findByRole(
        'button',
        { name: translate('resources.admin/divisions.action.editList') },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/divisions.list.title', { season: 'Spring 2027' }),
    });
    const shares = within(dialog).getAllByRole('spinbutton', {
      name: translate('resources.admin/divisions.fields.mmrPercentage'),
    });
    await user.clear(shares[0]);
    await user.type(shares[0], '50');
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.admin/divisions.action.save') }),
    );
    expect(
      await within(dialog).findByText(
        translate('resources.admin/seasons.mmrPercentagesTotal', { total: 110 }),
      ),
    ).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    // The message follows the shares as they change, and goes once they add up.
    await user.clear(shares[1]);
    await user.type(shares[1], '30');
    expect(
      await within(dialog).findByText(
        translate('resources.admin/seasons.mmrPercentagesTotal', { total: 80 }),
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText(translate('resources.admin/seasons.mmrPercentagesTotal', { total: 110 })),
    ).toBeNull();
    await user.clear(shares[1]);
    await user.type(shares[1], '50');
    await waitFor(() =>
      expect(
        within(dialog).queryByText(translate('resources.admin/seasons.mmrPercentagesTotal', { total: 80 })),
      ).toBeNull(),
    );
    expect(within(dialog).queryByText(/they add up to/)).toBeNull();
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.admin/divisions.action.save') }),
    );
    await waitFor(() =>
      expect(writes(seen)).toEqual([
        {
          method: 'PUT',
          path: '/api/seasons/3/divisions',
          body: {
            divisions: [
              { id: 11, name: 'Gold', mmrPercentage: 50 },
              { id: 12, name: 'Silver', mmrPercentage: 50 },
            ],
          },
        },
      ]),
    );
    expect(
      await screen.findByText(
        translate('resources.admin/divisions.notifications.listSaved', { season: 'Spring 2027' }),
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('offers no list edit once the season is Live', async () => {
    signInAsAdmin();
    serveDivisions([gold], makeSeason({ status: 'Live' }));
    renderApp('/admin/seasons/3');
    await screen.findByRole('region', { name: translate('resources.admin/seasons.sections.details') }, SLOW);
    expect(
      screen.queryByRole('button', { name: translate('resources.admin/divisions.action.editList') }),
    ).not.toBeInTheDocument();
  });
});
