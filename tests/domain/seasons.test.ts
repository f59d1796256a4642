import { translate } from '@domain/i18n';
import {
  canMoveSeason,
  DEFAULT_POINTS_RULES,
  nextSeasonStatus,
  SEASON_STATUSES,
  seasonCreatePayloadSchema,
  seasonEntryUpdatePayloadSchema,
  seasonUpdatePayloadSchema,
} from '@domain/seasons';
import { DEFAULT_TIEBREAKERS } from '@domain/standings';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const valid = {
  name: 'Season 1',
  startsAt: '2027-01-04T18:00:00Z',
  weeks: 8,
  divisions: [
    { name: 'Gold', mmrPercentage: 20 },
    { name: 'Silver', mmrPercentage: 30 },
    { name: 'Bronze', mmrPercentage: 50 },
  ],
};

describe('season statuses', () => {
  it('move forward one stage at a time and stop at Finished', () => {
    expect(SEASON_STATUSES.map(nextSeasonStatus)).toEqual([
      'Registration',
      'Live',
      'Playoffs',
      'Finished',
      null,
    ]);
    for (const from of SEASON_STATUSES) {
      for (const to of SEASON_STATUSES) {
        const step = SEASON_STATUSES.indexOf(to) - SEASON_STATUSES.indexOf(from);
        expect(canMoveSeason(from, to), `${from} -> ${to}`).toBe(step === 1);
      }
    }
  });
});

describe('seasonCreatePayloadSchema', () => {
  it('takes a season and fills in the default points rules and tiebreakers', () => {
    const parsed = seasonCreatePayloadSchema.parse(valid);
    expect(parsed.pointsRules).toEqual(DEFAULT_POINTS_RULES);
    expect(DEFAULT_POINTS_RULES).toEqual({ win: 3, draw: 1, loss: 0, forfeit: 0 });
    expect(parsed.tiebreakers).toEqual(['points', 'headToHead', 'roundDifference', 'roundsFor', 'rating']);
    expect(parsed.tiebreakers).toEqual([...DEFAULT_TIEBREAKERS]);
  });

  it('strips markup and spaces from names', () => {
    const parsed = seasonCreatePayloadSchema.parse({
      ...valid,
      name: ' <b>Spring</b> Cup ',
      divisions: [{ name: ' Open<script>x</script> ', mmrPercentage: 100 }],
    });
    expect(parsed.name).toBe('Spring Cup');
    expect(parsed.divisions[0].name).toBe('Open');
  });

  it.each([
    [{ name: '  ' }, translate('resources.admin/seasons.nameRequired')],
    [{ name: 'x'.repeat(61) }, translate('resources.admin/seasons.nameTooLong', { max: 60 })],
    [{ startsAt: '' }, translate('resources.admin/seasons.startsAtRequired')],
    [{ startsAt: '2027-01-04 18:00' }, translate('resources.admin/seasons.startsAtInvalid')],
    [{ startsAt: '2027-01-04T18:00:00+02:00' }, translate('resources.admin/seasons.startsAtInvalid')],
    [
      { startsAt: '0000-01-01T00:00:00Z' },
      translate('resources.admin/seasons.startsAtOutOfRange', { from: 2000, to: 2100 }),
    ],
    [
      { startsAt: '2101-01-01T00:00:00Z' },
      translate('resources.admin/seasons.startsAtOutOfRange', { from: 2000, to: 2100 }),
    ],
    [{ weeks: 0 }, translate('resources.admin/seasons.weeksInvalid', { max: 52 })],
    [{ weeks: 53 }, translate('resources.admin/seasons.weeksInvalid', { max: 52 })],
    [{ weeks: 2.5 }, translate('resources.admin/seasons.weeksInvalid', { max: 52 })],
    [{ divisions: [] }, translate('resources.admin/seasons.divisionsRequired')],
    [
      { divisions: Array.from({ length: 11 }, (_, i) => ({ name: `D${i}`, mmrPercentage: 10 })) },
      translate('resources.admin/seasons.tooManyDivisions', { max: 10 }),
    ],
    [
      { divisions: [{ name: '', mmrPercentage: 100 }] },
      translate('resources.admin/seasons.divisionNameRequired'),
    ],
    [
      {
        divisions: [
          { name: 'A', mmrPercentage: 0 },
          { name: 'B', mmrPercentage: 100 },
        ],
      },
      translate('resources.admin/seasons.mmrPercentageInvalid'),
    ],
    [
      {
        divisions: [
          { name: 'A', mmrPercentage: 50.5 },
          { name: 'B', mmrPercentage: 49.5 },
        ],
      },
      translate('resources.admin/seasons.mmrPercentageInvalid'),
    ],
    [
      {
        divisions: [
          { name: 'A', mmrPercentage: 40 },
          { name: 'B', mmrPercentage: 50 },
        ],
      },
      translate('resources.admin/seasons.mmrPercentagesTotal', { total: 90 }),
    ],
    [
      {
        divisions: [
          { name: 'Gold', mmrPercentage: 50 },
          { name: 'gold', mmrPercentage: 50 },
        ],
      },
      translate('resources.admin/seasons.divisionNamesUnique'),
    ],
    [
      { pointsRules: { win: 1, draw: 3, loss: 0, forfeit: 0 } },
      translate('resources.admin/seasons.pointsOrder'),
    ],
    [
      { pointsRules: { win: 3, draw: 1, loss: 0, forfeit: -101 } },
      translate('resources.admin/seasons.pointsInvalid', { min: -100, max: 100 }),
    ],
    [
      { pointsRules: { win: 3, draw: 1, loss: 0.5, forfeit: 0 } },
      translate('resources.admin/seasons.pointsInvalid', { min: -100, max: 100 }),
    ],
    [{ tiebreakers: [] }, translate('resources.admin/seasons.tiebreakersRequired')],
    [{ tiebreakers: ['points', 'rating', 'points'] }, translate('resources.admin/seasons.tiebreakersUnique')],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(seasonCreatePayloadSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('refuses an unknown tiebreaker', () => {
    expect(seasonCreatePayloadSchema.safeParse({ ...valid, tiebreakers: ['coinToss'] }).success).toBe(false);
  });
});

describe('update payloads', () => {
  it('need at least one change', () => {
    expect(firstMessage(seasonUpdatePayloadSchema.safeParse({}))).toBe(
      translate('app.errors.validation.noChanges'),
    );
    expect(firstMessage(seasonEntryUpdatePayloadSchema.safeParse({}))).toBe(
      translate('app.errors.validation.noChanges'),
    );
    expect(seasonUpdatePayloadSchema.parse({ status: 'Registration' })).toEqual({ status: 'Registration' });
    expect(seasonEntryUpdatePayloadSchema.parse({ divisionId: null })).toEqual({ divisionId: null });
  });

  it('refuses a status that does not exist and a seed rating that is not a number', () => {
    expect(seasonUpdatePayloadSchema.safeParse({ status: 'Paused' }).success).toBe(false);
    expect(firstMessage(seasonEntryUpdatePayloadSchema.safeParse({ seedRating: 'high' }))).toBe(
      translate('resources.admin/seasons.seedRatingInvalid'),
    );
    expect(firstMessage(seasonEntryUpdatePayloadSchema.safeParse({ seedRating: 1e9 }))).toBe(
      translate('resources.admin/seasons.seedRatingInvalid'),
    );
  });
});
