import { messages } from '@domain/messages';
import { TEAM_STATUSES } from '@domain/teams';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const form = messages.teamForm;
const list = messages.teams;
const team = messages.team;
const my = messages.myTeam;
const page = messages.teamPage;
const translate = translateUnder('resources.teams');

describe('i18nProvider: resources.teams from domain/messages', () => {
  it('names the resource and labels the teams table’s columns', () => {
    expect(translate('name', { smart_count: 1 })).toBe(page.title);
    expect(translate('name', { smart_count: 2 })).toBe(list.heading);
    expect(translate('heading')).toBe(list.heading);
    expect(translate('empty')).toBe(list.empty);
    expect(translate('loadFailed')).toBe(messages.league.loadError);
    expect(translate('noTeamYet')).toBe(list.noTeamYet);
    expect(translate('fields.logo')).toBe(form.logo);
    expect(translate('fields.name')).toBe(list.name);
    expect(translate('fields.code')).toBe(list.code);
    expect(translate('fields.playerCount')).toBe(list.players);
    expect(translate('fields.actions')).toBe(list.actions);
    expect(translate('noWebsite')).toBe(form.noWebsite);
  });

  it('gives every status its label, and Pending and Denied their note', () => {
    for (const status of TEAM_STATUSES) expect(translate(`status.${status}`)).toBe(my.status[status]);
    expect(translate('statusNote.Pending')).toBe(my.pendingNote);
    expect(translate('statusNote.Denied')).toBe(my.deniedNote);
  });

  it('keeps the row actions, the create dialog and the My Team widget’s texts', () => {
    expect(translate('row.requestPending')).toBe(team.requestPending);
    expect(translate('row.actionsDisabled')).toBe(team.actionsDisabled);
    expect(translate('row.requestToJoin')).toBe(team.requestToJoin);
    const create = {
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
    };
    for (const [key, text] of Object.entries(create)) expect(translate(`create.${key}`)).toBe(text);
    expect(translate('myTeam.fetchFailed')).toBe(team.fetchFailed);
    expect(translate('myTeam.open')).toBe(page.open);
  });

  it('keeps the roster’s, the leave button’s and the team’s invitation texts', () => {
    const plain = {
      'roster.title': my.roster,
      'roster.captain': my.captain,
      'roster.coCaptain': my.coCaptain,
      'roster.makeCoCaptain': my.makeCoCaptain,
      'roster.removeCoCaptain': my.removeCoCaptain,
      'roster.makeCaptain': my.makeCaptain,
      'roster.removePlayer': my.removePlayer,
      'roster.removeTitle': my.removeTitle,
      'leave.action': my.leave,
      'leave.title': my.leaveTitle,
      'leave.andDisband': page.leaveAndDisband,
      'invitations.joinRequests': my.joinRequests,
      'invitations.noJoinRequests': my.noJoinRequests,
      'invitations.pendingInvites': my.pendingInvites,
      'invitations.noPendingInvites': my.noPendingInvites,
      'invitations.cancel': my.cancel,
      'inviteBox.title': my.invitePlayer,
      'inviteBox.search': my.searchPlayers,
      'inviteBox.noCandidates': my.noCandidates,
      'inviteBox.invite': my.invite,
    };
    for (const [key, text] of Object.entries(plain)) expect(translate(key)).toBe(text);
  });

  it('fills parameterised texts exactly as the catalogue’s functions do', () => {
    const player = "O'Neil";
    const name = 'Red Devils';
    expect(translate('logoOf', { team: name })).toBe(list.logoOf(name));
    expect(translate('roster.playerActions', { player })).toBe(my.playerActions(player));
    expect(translate('roster.removeText', { player })).toBe(my.removeText(player));
    expect(translate('leave.text', { team: name })).toBe(my.leaveText(name));
    expect(translate('leave.lastText', { team: name })).toBe(page.leaveLastText(name));
    expect(translate('leave.handOverFirst', { team: name })).toBe(page.handOverFirst(name));
    expect(translate('leave.locked', { season: 'Winter' })).toBe(page.leaveLocked('Winter'));
    expect(translate('moves.removeLocked', { season: 'Winter' })).toBe(page.removeLocked('Winter'));
    expect(translate('moves.belowMinimum', { team: name, players: 4, minimum: 5 })).toBe(
      page.belowMinimum(name, 4, 5),
    );
    expect(translate('invitations.afterApproval')).toBe(page.invitesAfterApproval);
    expect(translate('invitations.acceptRequest', { player })).toBe(my.acceptRequest(player));
    expect(translate('invitations.declineRequest', { player })).toBe(my.declineRequest(player));
    expect(translate('invitations.cancelInvite', { player })).toBe(my.cancelInvite(player));
    expect(translate('inviteBox.inviteLabel', { player })).toBe(`${my.invite} ${player}`);
  });

  it('fills the success notifications exactly as the catalogue’s functions do', () => {
    const args = { player: 'Pete', team: 'Red Devils' };
    const n = (key: string) => translate(`notifications.${key}`, args);
    expect(n('created')).toBe(form.created(args.team));
    expect(n('joined')).toBe(page.joined(args.player, args.team));
    expect(n('requestDeclined')).toBe(page.requestDeclined(args.player, args.team));
    expect(n('invited')).toBe(page.invited(args.player, args.team));
    expect(n('inviteCancelled')).toBe(page.inviteCancelled(args.player));
    expect(n('nowCoCaptain')).toBe(page.nowCoCaptain(args.player));
    expect(n('noLongerCoCaptain')).toBe(page.noLongerCoCaptain(args.player));
    expect(n('nowCaptain')).toBe(page.nowCaptain(args.player, args.team));
    expect(n('removed')).toBe(page.removed(args.player, args.team));
    expect(n('left')).toBe(page.left(args.team));
    expect(n('disbanded')).toBe(page.disbanded(args.team));
  });

  it.each([0, 1, 2, 7])('picks the catalogue’s wording for %i players, requests or invites', (count) => {
    const options = { smart_count: count };
    expect(translate('myTeam.playerCount', options)).toBe(page.playerCount(count));
    expect(translate('myTeam.joinRequests', options)).toBe(page.joinRequests(count));
    expect(translate('myTeam.pendingInvites', options)).toBe(page.pendingInvites(count));
  });
});
