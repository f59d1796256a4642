import { translate } from '@domain/i18n';
import type { DivisionPlayoffs } from '@domain/playoffs';
import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CoreAdminContext, I18nContextProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAuth } from '@/authProvider';
import { PlayoffBracket } from '@/components/PlayoffBracket';
import { bracketColumns } from '@/components/playoffs/bracketLayout';
import { SeasonPlayoffs } from '@/components/playoffs/SeasonPlayoffs';
import { useSeasonPlayoffs } from '@/components/playoffs/useSeasonPlayoffs';
import { createAppDataProvider } from '@/dataProvider';
import { i18nProvider } from '@/i18n';
import { formatMatchTime } from '@/resources/matches/MatchTime';
import { server } from './msw';
import { SLOW } from './timeouts';

const team = (id: number, name: string) => ({ id, name });
const RED = team(1, 'Red Devils');
const BLUE = team(2, 'Blue Jays');
const GREEN = team(3, 'Green Giants');
const GOLD = team(4, 'Gold Rush');

/** Four teams, double elimination: round 1 played in part, everything after it still to be decided. */
const bracket: DivisionPlayoffs = {
  division: { id: 11, name: 'Gold' },
  format: 'doubleElimination',
  seeds: [RED, BLUE, GREEN, GOLD].map((seeded, index) => ({ seed: index + 1, team: seeded })),
  matches: [
    {
      key: 'upper-1-1',
      side: 'upper',
      round: 1,
      position: 1,
      slots: [
        { team: RED, source: 'seed', ref: 1 },
        { team: GOLD, source: 'seed', ref: 4 },
      ],
      onlyIfLowerBracketWins: null,
      match: {
        id: 501,
        status: 'Confirmed',
        scheduledAt: '2027-03-04T19:00:00.000Z',
        result: { teamA: 7, teamB: 3 },
        forfeit: null,
        liveScore: null,
      },
    },
    {
      key: 'upper-1-2',
      side: 'upper',
      round: 1,
      position: 2,
      slots: [
        { team: BLUE, source: 'seed', ref: 2 },
        { team: GREEN, source: 'seed', ref: 3 },
      ],
      onlyIfLowerBracketWins: null,
      match: {
        id: 502,
        status: 'Scheduled',
        scheduledAt: '2027-03-04T19:00:00.000Z',
        result: null,
        forfeit: null,
        liveScore: null,
      },
    },
    {
      key: 'upper-2-1',
      side: 'upper',
      round: 2,
      position: 1,
      slots: [
        { team: RED, source: 'winnerOf', ref: 'upper-1-1' },
        { team: null, source: 'winnerOf', ref: 'upper-1-2' },
      ],
      onlyIfLowerBracketWins: null,
      match: null,
    },
    {
      key: 'lower-1-1',
      side: 'lower',
      round: 1,
      position: 1,
      slots: [
        { team: GOLD, source: 'loserOf', ref: 'upper-1-1' },
        { team: null, source: 'loserOf', ref: 'upper-1-2' },
      ],
      onlyIfLowerBracketWins: null,
      match: null,
    },
    {
      key: 'lower-2-1',
      side: 'lower',
      round: 2,
      position: 1,
      slots: [
        { team: null, source: 'winnerOf', ref: 'lower-1-1' },
        { team: null, source: 'loserOf', ref: 'upper-2-1' },
      ],
      onlyIfLowerBracketWins: null,
      match: null,
    },
    {
      key: 'final-1-1',
      side: 'final',
      round: 1,
      position: 1,
      slots: [
        { team: null, source: 'winnerOf', ref: 'upper-2-1' },
        { team: null, source: 'winnerOf', ref: 'lower-2-1' },
      ],
      onlyIfLowerBracketWins: null,
      match: null,
    },
    {
      key: 'final-2-1',
      side: 'final',
      round: 2,
      position: 1,
      slots: [
        { team: null, source: 'winnerOf', ref: 'final-1-1' },
        { team: null, source: 'loserOf', ref: 'final-1-1' },
      ],
      onlyIfLowerBracketWins: 'final-1-1',
      match: null,
    },
  ],
  champion: null,
};

/** A single-elimination bracket of `teams` (a power of two) teams, nothing played yet. */
function singleElimination(teams: number): DivisionPlayoffs {
  const seeded = Array.from({ length: teams }, (_, index) => team(100 + index, `Team ${index + 1}`));
  const matches: DivisionPlayoffs['matches'] = [];
  for (let round = 1, count = teams / 2; count >= 1; round += 1, count /= 2) {
    for (let position = 1; position <= count; position += 1) {
      matches.push({
        key: `upper-${round}-${position}`,
        side: 'upper',
        round,
        position,
        slots:
          round === 1
            ? [
                { team: seeded[position - 1]!, source: 'seed', ref: position },
                { team: seeded[teams - position]!, source: 'seed', ref: teams - position + 1 },
              ]
            : [
                { team: null, source: 'winnerOf', ref: `upper-${round - 1}-${2 * position - 1}` },
                { team: null, source: 'winnerOf', ref: `upper-${round - 1}-${2 * position}` },
              ],
        onlyIfLowerBracketWins: null,
        match: null,
      });
    }
  }
  return {
    division: { id: 12, name: 'Silver' },
    format: 'singleElimination',
    seeds: seeded.map((seededTeam, index) => ({ seed: index + 1, team: seededTeam })),
    matches,
    champion: null,
  };
}

function renderBracket(value: DivisionPlayoffs) {
  return render(
    <MemoryRouter>
      <I18nContextProvider value={i18nProvider}>
        <PlayoffBracket bracket={value} />
      </I18nContextProvider>
    </MemoryRouter>,
  );
}

describe('PlayoffBracket', () => {
  it('draws the rounds of each side as columns of match cards', () => {
    renderBracket(bracket);
    const upper = screen.getByRole('region', { name: translate('app.playoffs.sides.upper') });
    expect(
      within(upper).getByRole('group', { name: translate('app.playoffs.roundNames.upper', { round: 1 }) }),
    ).toBeInTheDocument();
    expect(
      within(upper).getByRole('group', { name: translate('app.playoffs.roundNames.upperFinal') }),
    ).toBeInTheDocument();
    const lower = screen.getByRole('region', { name: translate('app.playoffs.sides.lower') });
    expect(
      within(lower).getByRole('group', { name: translate('app.playoffs.roundNames.lower', { round: 1 }) }),
    ).toBeInTheDocument();
    expect(
      within(lower).getByRole('group', { name: translate('app.playoffs.roundNames.lowerFinal') }),
    ).toBeInTheDocument();
    const final = screen.getByRole('region', { name: translate('app.playoffs.sides.final') });
    expect(
      within(final).getByRole('group', { name: translate('app.playoffs.roundNames.grandFinal') }),
    ).toBeInTheDocument();
    expect(
      within(final).getByRole('group', { name: translate('app.playoffs.roundNames.reset') }),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.playoffs.formats.doubleElimination'))).toBeInTheDocument();
  });

  it('links teams to their pages with their seeds, and a played match to its page with its score', () => {
    renderBracket(bracket);
    const first = screen.getByRole('article', {
      name: translate('app.playoffs.matchName', {
        round: translate('app.playoffs.roundNames.upper', { round: 1 }),
        position: 1,
      }),
    });
    expect(within(first).getByRole('link', { name: RED.name })).toHaveAttribute('href', '/teams/1');
    expect(within(first).getByRole('link', { name: GOLD.name })).toHaveAttribute('href', '/teams/4');
    expect(within(first).getByTitle(translate('app.playoffs.seed', { seed: 4 }))).toHaveTextContent('4');
    expect(within(first).getByText('7')).toBeInTheDocument();
    expect(within(first).getByText('3')).toBeInTheDocument();
    expect(
      within(first).getByRole('link', {
        name: translate('app.playoffs.matchName', {
          round: translate('app.playoffs.roundNames.upper', { round: 1 }),
          position: 1,
        }),
      }),
    ).toHaveAttribute('href', '/matches/501');
  });

  it('says where an undecided team comes from, and links no match before it exists', () => {
    renderBracket(bracket);
    const upperFinal = screen.getByRole('article', { name: translate('app.playoffs.roundNames.upperFinal') });
    expect(within(upperFinal).getByRole('link', { name: RED.name })).toHaveAttribute('href', '/teams/1');
    expect(
      within(upperFinal).getByText(
        `${translate('app.playoffs.tbd')} · ${translate('app.playoffs.winnerOf', { match: translate('app.playoffs.matchName', { round: translate('app.playoffs.roundNames.upper', { round: 1 }), position: 2 }) })}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(upperFinal).queryByRole('link', { name: translate('app.playoffs.roundNames.upperFinal') }),
    ).toBeNull();

    const lower = screen.getByRole('article', {
      name: translate('app.playoffs.roundNames.lower', { round: 1 }),
    });
    expect(
      within(lower).getByText(
        `${translate('app.playoffs.tbd')} · ${translate('app.playoffs.loserOf', { match: translate('app.playoffs.matchName', { round: translate('app.playoffs.roundNames.upper', { round: 1 }), position: 2 }) })}`,
      ),
    ).toBeInTheDocument();
    const reset = screen.getByRole('article', { name: translate('app.playoffs.roundNames.reset') });
    expect(
      within(reset).getByText(
        `${translate('app.playoffs.tbd')} · ${translate('app.playoffs.loserOf', { match: translate('app.playoffs.roundNames.grandFinal') })}`,
      ),
    ).toBeInTheDocument();
    expect(within(reset).getByText(translate('app.playoffs.reset'))).toBeInTheDocument();
  });

  it('names single-elimination rounds without sides, and crowns the champion', () => {
    const single: DivisionPlayoffs = {
      ...bracket,
      format: 'singleElimination',
      matches: bracket.matches.slice(0, 3).map((match) =>
        match.key === 'upper-2-1'
          ? {
              ...match,
              slots: [match.slots[0], { team: BLUE, source: 'winnerOf', ref: 'upper-1-2' }],
              match: {
                id: 503,
                status: 'Confirmed',
                scheduledAt: '2027-03-11T19:00:00.000Z',
                result: null,
                forfeit: { kind: 'noShow', loserTeamId: BLUE.id },
                liveScore: null,
              },
            }
          : match,
      ),
      champion: RED,
    };
    renderBracket(single);
    expect(screen.queryByRole('heading', { name: translate('app.playoffs.sides.upper') })).toBeNull();
    const final = screen.getByRole('article', { name: translate('app.playoffs.roundNames.single.final') });
    expect(
      within(final).getByText(
        translate('app.playoffs.forfeited', {
          team: BLUE.name,
          kind: translate('resources.matches.forfeitKind.noShow'),
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.playoffs.champion', { team: RED.name }))).toBeInTheDocument();
  });

  it('calls a two-team bracket’s only match the Final', () => {
    renderBracket(singleElimination(2));
    expect(
      screen.getByRole('group', { name: translate('app.playoffs.roundNames.single.final') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: translate('app.playoffs.roundNames.single.final') }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(
        translate('app.playoffs.matchName', {
          round: translate('app.playoffs.roundNames.single.final'),
          position: 1,
        }),
      ),
    ).toBeNull();
  });

  it('counts single-elimination rounds from the end: quarterfinals, semifinals, final', () => {
    renderBracket(singleElimination(8));
    const rounds = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(rounds).toEqual(
      expect.arrayContaining([
        translate('app.playoffs.roundNames.single.quarterfinals'),
        translate('app.playoffs.roundNames.single.semifinals'),
        translate('app.playoffs.roundNames.single.final'),
      ]),
    );
    const quarterfinals = screen.getByRole('group', {
      name: translate('app.playoffs.roundNames.single.quarterfinals'),
    });
    expect(within(quarterfinals).getAllByRole('article')).toHaveLength(4);
    expect(
      within(quarterfinals).getByRole('article', {
        name: translate('app.playoffs.matchName', {
          round: translate('app.playoffs.roundNames.single.quarterfinals'),
          position: 4,
        }),
      }),
    ).toBeInTheDocument();
    const final = screen.getByRole('article', { name: translate('app.playoffs.roundNames.single.final') });
    expect(
      within(final).getByText(
        `${translate('app.playoffs.tbd')} · ${translate('app.playoffs.winnerOf', { match: translate('app.playoffs.matchName', { round: translate('app.playoffs.roundNames.single.semifinals'), position: 2 }) })}`,
      ),
    ).toBeInTheDocument();
  });

  it('names the rounds before the quarterfinals by the teams left in them', () => {
    renderBracket(singleElimination(16));
    expect(
      screen.getByRole('group', { name: translate('app.playoffs.roundNames.single.roundOf', { teams: 16 }) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: translate('app.playoffs.roundNames.single.quarterfinals') }),
    ).toBeInTheDocument();
  });

  it('says which team forfeited, or that both did', () => {
    const forfeited = (loserTeamId: number | null): DivisionPlayoffs => ({
      ...bracket,
      matches: bracket.matches.map((match) =>
        match.key === 'upper-1-1'
          ? {
              ...match,
              match: {
                ...match.match!,
                result: null,
                forfeit: { kind: loserTeamId === null ? 'mutual' : 'technical', loserTeamId },
              },
            }
          : match,
      ),
    });
    const shown = renderBracket(forfeited(GOLD.id));
    const card = () =>
      screen.getByRole('article', {
        name: translate('app.playoffs.matchName', {
          round: translate('app.playoffs.roundNames.upper', { round: 1 }),
          position: 1,
        }),
      });
    expect(
      within(card()).getByText(
        translate('app.playoffs.forfeited', {
          team: GOLD.name,
          kind: translate('resources.matches.forfeitKind.technical'),
        }),
      ),
    ).toBeInTheDocument();
    shown.unmount();
    renderBracket(forfeited(null));
    expect(within(card()).getByText(translate('app.playoffs.bothForfeited'))).toBeInTheDocument();
  });

  it('shows the time of each match that exists, in the viewer’s locale', () => {
    renderBracket(bracket);
    const played = screen.getByRole('article', {
      name: translate('app.playoffs.matchName', {
        round: translate('app.playoffs.roundNames.upper', { round: 1 }),
        position: 1,
      }),
    });
    const time = within(played).getByText(formatMatchTime('2027-03-04T19:00:00.000Z'));
    expect(time.closest('time')).toHaveAttribute('datetime', '2027-03-04T19:00:00.000Z');
    const undecided = screen.getByRole('article', { name: translate('app.playoffs.roundNames.upperFinal') });
    expect(undecided.querySelector('time')).toBeNull();
  });

  it('scrolls the rounds inside its own named container, so a phone page never scrolls sideways', () => {
    renderBracket(bracket);
    const scroller = screen.getByRole('group', {
      name: translate('app.playoffs.rounds', { side: translate('app.playoffs.sides.upper') }),
    });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(getComputedStyle(scroller).overflowX).toBe('auto');
    expect(getComputedStyle(scroller).maxWidth).toBe('100%');
  });
});

describe('getSeasonPlayoffs and useSeasonPlayoffs', () => {
  it('reads GET /seasons/{id}/playoffs through the dataProvider', async () => {
    let seen = '';
    server.use(
      http.get('/api/seasons/:id/playoffs', ({ request }) => {
        seen = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, data: [bracket] });
      }),
    );
    const dataProvider = createAppDataProvider(createAuth());
    expect(await dataProvider.getSeasonPlayoffs(7)).toEqual([bracket]);
    expect(seen).toBe('/api/seasons/7/playoffs');

    function Brackets() {
      const { data } = useSeasonPlayoffs(7);
      return (
        <>
          {data?.map((division) => (
            <PlayoffBracket key={division.division.id} bracket={division} />
          ))}
        </>
      );
    }
    render(
      <MemoryRouter>
        <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <Brackets />
        </CoreAdminContext>
      </MemoryRouter>,
    );
    const first = await screen.findByRole(
      'article',
      {
        name: translate('app.playoffs.matchName', {
          round: translate('app.playoffs.roundNames.upper', { round: 1 }),
          position: 1,
        }),
      },
      SLOW,
    );
    expect(within(first).getByRole('link', { name: GOLD.name })).toHaveAttribute('href', '/teams/4');
  });

  it('shows one division with SeasonPlayoffs, and the empty text for a division without a bracket', async () => {
    const dataProvider = createAppDataProvider(createAuth());
    const show = (divisionId: number) =>
      render(
        <MemoryRouter>
          <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
            <SeasonPlayoffs seasonId={8} divisionId={divisionId} />
          </CoreAdminContext>
        </MemoryRouter>,
      );
    server.use(
      http.get('/api/seasons/8/playoffs', () => HttpResponse.json({ success: true, data: [bracket] })),
    );
    const shown = show(11);
    expect(
      await screen.findByRole('region', { name: translate('app.playoffs.sides.lower') }, SLOW),
    ).toBeInTheDocument();
    shown.unmount();
    show(12);
    expect(await screen.findByText(translate('app.playoffs.empty'), {}, SLOW)).toBeInTheDocument();
  });
});

describe('bracketColumns: where cards sit and the lines between rounds', () => {
  const outs = (columns: ReturnType<typeof bracketColumns>) =>
    columns.map(({ cells }) => cells.map((cell) => cell && [cell.joinsIn, cell.joinsOut]));

  it('pairs each two matches of a round into the next, level with their midpoint', () => {
    expect(outs(bracketColumns(singleElimination(8).matches, 'upper'))).toEqual([
      [
        [false, 'down'],
        [false, 'up'],
        [false, 'down'],
        [false, 'up'],
      ],
      [
        [true, 'down'],
        [true, 'up'],
      ],
      [[true, null]],
    ]);
    expect(outs(bracketColumns(singleElimination(2).matches, 'upper'))).toEqual([[[false, null]]]);
  });

  it('leaves a bye’s cell empty, and joins double elimination’s lower rounds level where losers drop in', () => {
    const withBye = singleElimination(4).matches.filter((match) => match.key !== 'upper-1-1');
    expect(outs(bracketColumns(withBye, 'upper'))).toEqual([[null, [false, 'up']], [[true, null]]]);
    expect(outs(bracketColumns(bracket.matches, 'lower'))).toEqual([[[false, 'straight']], [[true, null]]]);
    expect(outs(bracketColumns(bracket.matches, 'final'))).toEqual([[[false, 'straight']], [[true, null]]]);
  });
});
