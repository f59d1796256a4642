import { messages } from '@domain/messages';
import { numberParam, param, plural } from './polyglotText';

const t = messages.divisions.admin;

/**
 * `resources.admin/divisions`: the divisions screen's texts in react-admin's shape, built from
 * domain/messages, and the season page's whole-list edit of its divisions (`list.*`).
 */
export const divisionsMessages = {
  name: plural((count) => (count === 1 ? t.division : t.title)),
  title: t.title,
  empty: t.empty,
  loadFailed: t.loadFailed,
  detailsFailed: t.detailsFailed,
  fields: {
    name: t.name,
    mmrPercentage: t.mmrPercentage,
    tier: t.tier,
    teamCount: t.teamCount,
    seasonId: t.season,
    'season.name': t.season,
    'team.name': t.team,
    seedRating: t.seedRating,
    placedByAdmin: t.placement,
  },
  filters: { search: t.search, season: t.season, all: t.allSeasons },
  share: t.share(numberParam('percentage')),
  tier: t.tierLabel(numberParam('place')),
  /** A division's line on phones: its season, its share and how many teams it holds. */
  summary: plural((teams) => t.summary(param('season'), numberParam('percentage'), teams)),
  action: { back: t.back, viewSeason: t.viewSeason, save: t.save, cancel: t.cancel, editList: t.editList },
  sections: { details: t.details, teams: t.teams },
  notes: { sharesLocked: t.sharesLockedNote, sharesTogether: t.sharesTogetherNote },
  teams: {
    empty: t.noTeams,
    noRating: t.noRating,
    placedByAdmin: t.placedByAdmin,
    placedByRating: t.placedByRating,
  },
  list: { title: t.editListTitle(param('season')), text: t.editListText },
  notifications: {
    saved: t.saved(param('name')),
    saveFailed: t.saveFailed,
    listSaved: t.listSaved(param('season')),
    listSaveFailed: t.listSaveFailed,
  },
};
