import { messages } from '@domain/messages';

const t = messages.leagueSettings;

/** `resources.league-settings`: the league settings screen (/league-settings). */
export const leagueSettingsMessages = {
  name: t.title,
  menu: t.menu,
  fields: { unverifiedMayPlay: t.unverifiedMayPlay },
  help: { unverifiedMayPlay: t.unverifiedMayPlayHelp },
  saved: t.saved,
};
