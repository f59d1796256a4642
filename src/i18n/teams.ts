import { messages } from '@domain/messages';
import { numberParam, param, plural } from './polyglotText';

const form = messages.teamForm;
const list = messages.teams;
const team = messages.team;
const my = messages.myTeam;
const page = messages.teamPage;

/**
 * `resources.teams`: the teams' texts in react-admin's shape (the teams list, the create dialog, the My Team
 * widget, the roster and the team's own invitations), built from domain/messages. The teams table's headings
 * are `fields.<source>` of the team record.
 */
export const teamsMessages = {
  name: `${page.title} |||| ${list.heading}`,
  heading: list.heading,
  empty: list.empty,
  loadFailed: messages.league.loadError,
  noTeamYet: list.noTeamYet,
  fields: {
    logo: form.logo,
    name: list.name,
    code: list.code,
    playerCount: list.players,
    actions: list.actions,
    status: messages.leagueManagement.status,
    division: messages.standings.division,
    captain: my.captain,
    createdAt: messages.leagueManagement.createdAt,
  },
  /** The team managers' list of every team (/teams), searched and filtered by the server. */
  list: {
    empty: messages.leagueManagement.noTeams,
    loadFailed: messages.leagueManagement.loadFailed,
    noCaptain: list.noCaptain,
    /** A team's line on phones: its code and how many players it has. */
    summary: plural((players) => messages.smallScreen.teamSummary(param('code'), players)),
    divisionOption: messages.fixtures.divisionOfSeason(param('division'), param('season')),
    filters: {
      search: messages.leagueManagement.search,
      status: messages.leagueManagement.status,
      all: messages.leagueManagement.all,
      division: messages.standings.division,
      allDivisions: messages.standings.allDivisions,
    },
  },
  logoOf: list.logoOf(param('team')),
  noWebsite: form.noWebsite,
  status: my.status,
  disbanded: team.disbandedLabel,
  disbandedOn: page.disbandedOn(param('date')),
  statusNote: { Pending: my.pendingNote, Denied: my.deniedNote },
  /** What a team's row of the teams list offers a player without a team. */
  row: {
    requestPending: team.requestPending,
    actionsDisabled: team.actionsDisabled,
    requestToJoin: team.requestToJoin,
  },
  create: {
    action: team.create,
    title: form.title,
    name: form.name,
    code: form.code,
    website: form.website,
    logo: form.logo,
    uploadLogo: form.uploadLogo,
    changeLogo: form.changeLogo,
    logoHint: form.logoHint,
    logoPreview: form.logoPreview,
    cancel: form.cancel,
    next: team.next,
    reviewTitle: form.reviewTitle,
    reviewText: form.reviewText,
    goBack: team.goBack,
    submit: team.submit,
    failed: team.createFailed,
  },
  myTeam: {
    fetchFailed: team.fetchFailed,
    open: page.open,
    playerCount: plural(page.playerCount),
    joinRequests: plural(page.joinRequests),
    pendingInvites: plural(page.pendingInvites),
  },
  roster: {
    title: my.roster,
    empty: messages.leagueManagement.noPlayers,
    captain: my.captain,
    coCaptain: my.coCaptain,
    playerActions: my.playerActions(param('player')),
    makeCoCaptain: my.makeCoCaptain,
    removeCoCaptain: my.removeCoCaptain,
    makeCaptain: my.makeCaptain,
    removePlayer: my.removePlayer,
    removeTitle: my.removeTitle,
    removeText: my.removeText(param('player')),
  },
  leave: {
    action: my.leave,
    title: my.leaveTitle,
    text: my.leaveText(param('team')),
    lastText: page.leaveLastText(param('team')),
    andDisband: page.leaveAndDisband,
    handOverFirst: page.handOverFirst(param('team')),
    locked: page.leaveLocked(param('season')),
  },
  /** What the page knows before a roster move: the lock, and a transfer-window move below the minimum. */
  moves: {
    removeLocked: page.removeLocked(param('season')),
    belowMinimum: page.belowMinimum(param('team'), numberParam('players'), numberParam('minimum')),
  },
  /** The captain's and co-captains' side of the team's invitations. */
  invitations: {
    afterApproval: page.invitesAfterApproval,
    joinRequests: my.joinRequests,
    noJoinRequests: my.noJoinRequests,
    acceptRequest: my.acceptRequest(param('player')),
    declineRequest: my.declineRequest(param('player')),
    pendingInvites: my.pendingInvites,
    noPendingInvites: my.noPendingInvites,
    cancelInvite: my.cancelInvite(param('player')),
    cancel: my.cancel,
  },
  inviteBox: {
    title: my.invitePlayer,
    search: my.searchPlayers,
    noCandidates: my.noCandidates,
    invite: my.invite,
    inviteLabel: `${my.invite} ${param('player')}`,
  },
  notifications: {
    created: form.created(param('team')),
    joined: page.joined(param('player'), param('team')),
    requestDeclined: page.requestDeclined(param('player'), param('team')),
    invited: page.invited(param('player'), param('team')),
    inviteCancelled: page.inviteCancelled(param('player')),
    nowCoCaptain: page.nowCoCaptain(param('player')),
    noLongerCoCaptain: page.noLongerCoCaptain(param('player')),
    nowCaptain: page.nowCaptain(param('player'), param('team')),
    removed: page.removed(param('player'), param('team')),
    left: page.left(param('team')),
    disbanded: page.disbanded(param('team')),
  },
};
