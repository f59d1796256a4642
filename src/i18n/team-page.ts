import { messages } from '@domain/messages';
import { param } from './polyglotText';

const t = messages.teamPage;
const s = messages.teamSeason;

/**
 * `app.team`: the team page's (/teams/:id) title, sections, profile labels and its season parts
 * (standing, upcoming matches, results, calendar), from domain/messages.
 */
export const teamPageMessages = {
  title: t.title,
  loadFailed: t.loadFailed,
  notFound: messages.team.teamNotFound,
  sections: {
    details: t.details,
    roster: messages.myTeam.roster,
    management: t.management,
    standing: s.standing,
    upcoming: s.upcoming,
    results: s.results,
  },
  fields: {
    code: t.code,
    website: t.website,
    status: t.status,
    league: t.league,
  },
  standing: {
    in: s.standingIn(param('season')),
    notEntered: s.notEntered(param('season')),
    registeredAwaitingStart: s.registeredAwaitingStart(param('season')),
    noSeason: messages.standings.noSeason,
    loadFailed: s.standingFailed,
    division: s.division,
    rank: s.rank,
    points: s.points,
    played: s.played,
  },
  matches: {
    noUpcoming: s.noUpcoming,
    noResults: s.noResults,
  },
  calendar: {
    subscribe: s.calendar,
    copy: s.copyCalendar,
    copied: s.calendarCopied,
    copyFailed: s.calendarCopyFailed,
  },
};
