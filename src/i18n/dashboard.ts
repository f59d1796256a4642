import { messages } from '@domain/messages';
import { param } from './polyglotText';

const t = messages.dashboard;
const m = messages.myMatches;

/** `app.dashboard`: the dashboard's title, its widgets' titles (keyed by widget id) and My Matches' texts. */
export const dashboardMessages = {
  title: t.title,
  widgets: {
    myTeam: t.widgets.myTeam,
    myMatches: t.widgets.myMatches,
    invites: t.widgets.invites,
    notifications: t.widgets.notifications,
  },
  myMatches: {
    noTeam: m.noTeam,
    noSeason: m.noSeason,
    loadFailed: m.loadFailed,
    next: m.next,
    noNext: m.noNext,
    proposals: m.proposals,
    noProposals: m.noProposals,
    proposal: m.proposal(param('team'), param('time')),
    toConfirm: m.toConfirm,
    noneToConfirm: m.noneToConfirm,
    reported: m.reported(param('team'), param('score')),
    checkInOpen: m.checkInOpen(param('closes')),
  },
};
