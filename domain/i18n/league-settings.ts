/** `resources.league-settings`: the league settings screen (/league-settings). */
export const leagueSettingsMessages = {
  name: 'League settings',
  menu: 'League settings',
  fields: {
    unverifiedMayPlay: 'Players who have not confirmed their email address may join teams and check in',
  },
  help: {
    unverifiedMayPlay:
      'When this is off, a player confirms their address from the mail we send before joining a team or checking in for a match.',
  },
  saved: 'League settings saved.',
  // Texts the server and the shared domain code give (API errors, validation, mail, announcements).
  unverifiedMayPlayInvalid: 'Choose whether players without a confirmed email address may play: on or off.',
  notFound: 'There is no such league.',
};
