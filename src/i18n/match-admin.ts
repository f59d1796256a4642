import { messages } from '@domain/messages';
import { numberParam, param, plural } from './polyglotText';

const a = messages.matchAdmin;
const m = messages.matches;

/** The decision form's own texts; the result's wording and the report's labels are the match page's (app.match). */
const decisionTexts = {
  ...a.decision,
  noteTooLong: a.decision.noteTooLong(numberParam('max')),
};

/** `resources.admin/matches`: the admins' list of matches and a match's decision page. */
export const matchesAdminMessages = {
  name: plural((count) => (count === 1 ? a.match : a.matchesTitle)),
  title: a.matchesTitle,
  empty: a.empty,
  loadFailed: a.loadFailed,
  detailsFailed: a.detailsFailed,
  manageTitle: a.manageTitle(param('match')),
  fields: {
    seasonId: a.season,
    divisionId: a.division,
    week: a.week,
    teams: a.teams,
    teamA: a.teamA,
    teamB: a.teamB,
    scheduledAt: a.scheduledAt,
    status: a.status,
    stage: a.stage,
    result: a.result,
    reportedBy: a.reportedBy,
  },
  filters: { all: a.all },
  status: m.statuses,
  stage: m.stages,
  versus: a.versus(param('teamA'), param('teamB')),
  summary: a.summary(numberParam('week'), param('status')),
  sections: a.sections,
  decision: decisionTexts,
  action: { openMatchPage: a.openMatchPage, back: a.backToMatches },
  operations: {
    ...a.operations,
    timeUtc: a.operations.timeUtc(param('time')),
    confirmReschedule: a.operations.confirmReschedule(param('match'), param('time')),
    confirmRescheduleContent: a.operations.confirmRescheduleContent(param('reason')),
    confirmScore: a.operations.confirmScore(param('match'), param('result')),
    confirmForfeit: a.operations.confirmForfeit(param('match'), param('result')),
    confirmVoid: a.operations.confirmVoid(param('match')),
    rescheduled: a.operations.rescheduled(param('match'), param('time')),
    reasonRequired: m.scheduleReasonRequired,
    reasonTooLong: m.scheduleReasonTooLong(numberParam('max')),
  },
  notifications: {
    decided: a.decided(param('match'), param('result')),
    voided: a.voided(param('match')),
    decideFailed: a.decideFailed,
  },
};

/** `resources.admin/disputes`: the admins' queue of disputed results and the page deciding one. */
export const disputesMessages = {
  name: plural((count) => (count === 1 ? a.dispute : a.disputesTitle)),
  title: a.disputesTitle,
  empty: a.disputesEmpty,
  loadFailed: a.disputesLoadFailed,
  detailsFailed: a.disputeDetailsFailed,
  fields: {
    matchId: a.match,
    team: a.team,
    disputedBy: a.disputedBy,
    note: a.note,
    evidenceUrls: a.evidence,
    status: a.status,
    createdAt: a.createdAt,
    decidedBy: a.decidedBy,
    decisionNote: a.decisionNote,
  },
  filters: { all: a.all },
  status: a.disputeStatuses,
  noEvidence: a.noEvidence,
  action: { back: a.backToDisputes },
};
