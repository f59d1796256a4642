import { messages } from '@domain/messages';

const t = messages.teamPage;

/** `app.team`: the team page's (/teams/:id) title, sections and profile labels, from domain/messages. */
export const teamPageMessages = {
  title: t.title,
  loadFailed: t.loadFailed,
  notFound: messages.team.teamNotFound,
  sections: {
    details: t.details,
    roster: messages.myTeam.roster,
    management: t.management,
  },
  fields: {
    code: t.code,
    website: t.website,
    status: t.status,
    league: t.league,
  },
};
