import { messages } from '@domain/messages';
import { CHECK_IN_MINUTES_MAX, CHECK_IN_MINUTES_MIN, NO_SHOW_GRACE_MINUTES_MAX } from '@domain/seasons';
import { numberParam, param, plural } from './polyglotText';

const s = messages.seasons;
const t = s.admin;
const r = s.registration;

/**
 * `resources.admin/seasons`: the seasons screen's texts in react-admin's shape, built from domain/messages.
 * `registration` is the captain's Register button on the team page, which belongs to the same records.
 */
export const seasonsMessages = {
  name: plural((count) => (count === 1 ? t.season : t.title)),
  title: t.title,
  empty: t.empty,
  loadFailed: t.loadFailed,
  detailsFailed: t.detailsFailed,
  fields: {
    name: t.name,
    status: t.status,
    startsAt: t.startsAt,
    weeks: t.weeks,
    divisions: t.divisions,
    'divisions.name': t.divisionName,
    'divisions.mmrPercentage': t.mmrPercentage,
    teamCount: t.teamCount,
    league: t.league,
    createdAt: t.createdAt,
    pointsRules: t.pointsRules,
    'pointsRules.win': t.pointsWin,
    'pointsRules.draw': t.pointsDraw,
    'pointsRules.loss': t.pointsLoss,
    'pointsRules.forfeit': t.pointsForfeit,
    tiebreakers: t.tiebreakers,
    playoffTeams: t.playoffTeams,
    playoffFormat: t.playoffFormat,
    checkInMinutes: t.checkInMinutes,
    noShowGraceMinutes: t.noShowGraceMinutes,
  },
  checkIn: {
    title: t.checkIn,
    checkInMinutesHelp: t.checkInMinutesHelp(CHECK_IN_MINUTES_MIN, CHECK_IN_MINUTES_MAX),
    noShowGraceMinutesHelp: t.noShowGraceMinutesHelp(NO_SHOW_GRACE_MINUTES_MAX),
    locked: t.checkInLocked,
    summary: t.checkInSummary(numberParam('opens'), numberParam('grace')),
    summaryNoGrace: t.checkInSummaryNoGrace(numberParam('opens')),
    save: t.checkInSave,
    saved: t.checkInSaved(param('name')),
    saveFailed: t.checkInSaveFailed,
  },
  playoffs: t.playoffs,
  playoffFormat: messages.playoffs.formats,
  filters: { search: t.search, status: t.status, all: t.all },
  status: s.statuses,
  tiebreaker: s.tiebreakers,
  /** A season's line on phones: its status and how many teams registered. */
  summary: plural((teams) => t.summary(param('status'), teams)),
  action: {
    create: t.create,
    save: t.save,
    cancel: t.cancel,
    back: t.back,
    move: t.move(param('status')),
  },
  form: { title: t.createTitle },
  sections: {
    details: t.details,
    entries: t.entries,
    fixtures: t.fixtures,
    rosters: messages.rosterChanges.window.section,
  },
  fixtures: {
    text: t.fixturesText,
    generate: t.generateFixtures,
    title: t.generateTitle(param('name')),
    dialogText: t.generateText,
    viewMatches: t.viewMatches,
  },
  moveDialog: {
    title: t.moveTitle(param('name'), param('status')),
    text: t.moveText,
    liveText: t.moveLiveText,
  },
  finished: t.finished,
  entries: {
    empty: t.noEntries,
    loadFailed: t.entriesFailed,
    team: t.team,
    division: t.division,
    seedRating: t.seedRating,
    registeredAt: t.registeredAt,
    noRating: t.noRating,
    unplaced: t.unplaced,
    byPlacement: t.byPlacement,
    placedByAdmin: t.placedByAdmin,
  },
  notifications: {
    created: t.created(param('name')),
    createFailed: t.createFailed,
    moved: t.moved(param('name'), param('status')),
    moveFailed: t.moveFailed,
    placed: t.placed(param('team'), param('division')),
    unpinned: t.unpinned(param('team')),
    placeFailed: t.placeFailed,
    generated: plural((matches) => t.generated(param('name'), matches)),
    generateFailed: t.generateFailed,
  },
  registration: {
    title: r.title,
    register: r.register(param('season')),
    registered: r.registered(param('team'), param('season')),
    failed: r.failed,
  },
};
