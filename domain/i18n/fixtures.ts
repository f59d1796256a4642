import { matchStatusTexts } from './match-status';

/** `resources.matches`: the fixtures page (/matches), every signed-in user's list of matches and results. */
export const fixturesMessages = {
  name: 'Match |||| Fixtures',
  title: 'Fixtures',
  empty: 'No fixtures or results match these filters.',
  loadFailed: 'Fixtures could not be loaded. Please try again.',
  fields: {
    seasonId: 'Season',
    divisionId: 'Division',
    teamId: 'Team',
    week: 'Week',
    status: 'Status',
    scheduledAt: 'Time',
    teams: 'Teams',
    result: 'Result',
  },
  filters: {
    allSeasons: 'All seasons',
    allDivisions: 'All divisions',
    allTeams: 'All teams',
    allStatuses: 'All statuses',
    teamNeedsSeason: 'Choose a season to pick one of its teams.',
    divisionOfSeason: '%{division} (%{season})',
    weekInvalid: 'A week is a whole number from 1.',
  },
  status: matchStatusTexts,
  forfeitKind: {
    noShow: 'No-show',
    technical: 'Technical',
    mutual: 'Mutual',
  },
  thisWeek: 'This week',
  vs: 'vs',
  versus: '%{teamA} vs %{teamB}',
  weekNumber: 'Week %{week}',
  score: '%{roundsA}–%{roundsB}',
  forfeit: 'Forfeit (%{kind})',
  noScore: '–',
  action: {
    openMatch: 'Match page',
    openMatchOf: 'Match page: %{match}',
  },
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  proposalTimeHint: 'A time inside the match week, ISO 8601 in UTC.',
  timeRequired: 'Choose a date and time.',
  timeInvalid: 'The time must be a UTC date and time in ISO 8601, e.g. 2027-01-07T19:00:00Z.',
  timeOutOfRange: 'The time must fall between the years %{from} and %{to}.',
  // Scheduling (proposals, the admin's time, the calendar feed).
  scheduleTimeHint: "The match's new time, ISO 8601 in UTC; an admin may set any time.",
  scheduleReasonHint: "Why the admin moves the match, kept in the match's history and the audit log.",
  adminSetsTime:
    "League admins don't propose times: set the match's time directly (PUT /api/admin/matches/{id}/schedule).",
  matchHasResult: 'This match already has a result, so its time can no longer change.',
  matchKickedOff: 'This match has kicked off and is being played, so its time can no longer change.',
  schedulingClosed:
    'Scheduling closed at %{deadline} (24 hours before the default time): the default time stands.',
  proposalInPast: 'The proposed time has already passed: propose a time in the future.',
  proposalOutsideWindow: 'Propose a time inside the match week: from %{start} up to (not including) %{end}.',
  proposalNotFound: 'Proposal not found for this match.',
  ownProposal: 'Your team made this proposal: the other team accepts or declines it.',
  proposalNotOpen: 'This proposal can no longer be answered: it is %{status}.',
  proposalExpired: 'This proposal has expired: propose a new time instead.',
  calendar: {
    name: '%{team}: VR Paintball League matches',
    title: '%{teamA} vs %{teamB}',
    league: '%{season}, %{division}, week %{week}',
    playoff: '%{season}, %{division}, playoffs',
    result: 'Result: %{teamA} %{roundsA} - %{roundsB} %{teamB}',
    forfeit: 'Result: %{loser} forfeited (%{kind}).',
    forfeitMutual: 'Result: mutual forfeit (%{kind}).',
  },
  roundsInvalid: 'Rounds won must be a whole number from 0 to %{max}.',
  forfeitKindInvalid: 'A forfeit is a no-show, technical or mutual.',
  resultInvalid:
    'Send the rounds each team won ({ teamA, teamB }) or a forfeit ({ forfeit: { kind, loserTeamId } }).',
  evidenceUrlInvalid: 'Evidence links must be http or https addresses of at most 500 characters.',
  evidenceTooMany: 'Add at most %{max} evidence links.',
  disputeNoteRequired: 'Say why you dispute the result.',
  disputeNoteTooLong: 'Keep the note to %{max} characters or fewer.',
  resultTooEarly: 'The result can be reported once the match has started (%{time}).',
  resultsClosed:
    'Captains report results while the season is Live or in Playoffs; this season is in %{status}.',
  resultAlreadyReported:
    'This match already has a result: the other team confirms or disputes it, or a league admin decides.',
  resultNotReported: 'There is no reported result to answer: it was confirmed, disputed or decided already.',
  ownReport: 'Your team reported this result: the other team confirms or disputes it.',
  adminsDecide: 'League admins decide results on the match admin screen (PUT /admin/matches/{id}/result).',
  forfeitLoserInvalid: 'The team that forfeits must be one of the two teams of the match.',
  forfeitLoserRequired: 'Say which team forfeits: only a mutual forfeit has none.',
  mutualForfeitHasNoLoser: 'A mutual forfeit has no forfeiting team.',
  disputeNotFound: 'Dispute not found.',
  notMatchCaptain:
    "Only the captains and co-captains of this match's two teams (or a league admin) can do this.",
  fixturesClosed:
    'Fixtures can be generated only during Registration or while the season is Live; this season is in %{status}.',
  fixturesLocked:
    'A match of this season already has a result, so its fixtures can no longer be regenerated.',
  teamsUnplaced:
    'A registered team has no division yet: place it in a division, or start the season, before generating fixtures. |||| %{smart_count} registered teams have no division yet: place them in divisions, or start the season, before generating fixtures.',
  weekUnsettled:
    'Week %{week} of %{division} still has 1 match without a confirmed or voided result: its next week is paired once every match of week %{week} is settled. |||| Week %{week} of %{division} still has %{smart_count} matches without a confirmed or voided result: its next week is paired once every match of week %{week} is settled.',
  allWeeksPaired: 'Every week of this season is already paired: there is no next week to pair.',
  noSwissFixtures:
    'This season has no Swiss fixtures to continue: generate the fixtures first (round robins pair all their weeks at once).',
  noPairingWithoutRematch: 'Week %{week} of %{division} cannot be paired without two teams meeting again.',
  playoffNeedsWinner: 'A playoff match needs a winner: it cannot end in a draw or a mutual forfeit.',
  brokenReport:
    'This reported score cannot be confirmed: %{rule} Dispute it so that a league admin sets the right result.',
  laterPlayoffMatchPlayed:
    'The next playoff match (%{teams}) already has a result: correct or void it first, then this one.',
  /** League announcements posted to Discord (DISCORD_WEBHOOK_URL): embeds saying what happened. */
  announcements: {
    score: '%{teamA} %{roundsA}-%{roundsB} %{teamB}',
    versus: '%{teamA} vs %{teamB}',
    matchScheduled: '%{match}: match scheduled',
    matchScheduledText: 'The match is set for %{time}.',
    resultConfirmed: '%{match}: result confirmed',
    forfeitConfirmed: '%{match}: forfeit confirmed',
    confirmedBy: {
      captain: 'Both teams agreed on the result.',
      admin: 'The league admins decided the result.',
      gameServer: 'The game server reported the result.',
      auto: 'Nobody disputed the reported result within 24 hours.',
    },
    disputeOpened: '%{match}: result disputed',
    checkInOpened: '%{match}: check-in is open',
    checkInOpenedText:
      'Kick-off %{kickOff}. Captains check their team in before %{closes}, or the team forfeits.',
    checkInOpenedWithoutNoShows: 'Kick-off %{kickOff}. Captains check their team in before kick-off.',
    matchStartsSoon: '%{match}: starts in one hour',
    matchStartsSoonText: 'Kick-off %{kickOff}.',
    noShowForfeit: '%{match}: no-show forfeit',
    noShowText: '%{loser} did not check in: %{winner} wins by forfeit (no-show).',
    noShowMutualText: 'Neither team checked in: both teams forfeit (no-show).',
    disputeOpenedText: '%{team} disputed the reported result. The league admins will decide.',
    seasonStatusChanged: {
      Registration: '%{season}: registration is open',
      Live: '%{season}: the season is live',
      Playoffs: '%{season}: the playoffs have begun',
      Finished: '%{season}: the season is finished',
    },
    seasonStatusText: {
      Registration: 'Captains of approved teams can now register them for the season.',
      Live: 'Teams are placed in their divisions and the league matches begin.',
      Playoffs: 'The top teams of each division play for the title.',
      Finished: 'The final standings are in. Thanks for playing!',
    },
    fields: {
      season: 'Season',
      division: 'Division',
      round: 'Round',
      week: 'Week %{week}',
      playoffs: 'Playoffs',
    },
    forfeitText: '%{loser} forfeited (%{kind}).',
    forfeitTextMutual: 'Mutual forfeit (%{kind}): neither team wins.',
  },
};
