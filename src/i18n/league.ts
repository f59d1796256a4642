import { messages } from '@domain/messages';

const t = messages.teams;

/** `app.league`: the league overview's texts and its standings table's columns, from domain/messages. */
export const leagueMessages = {
  title: messages.leagueOverview.title,
  loading: messages.league.loading,
  loadError: messages.league.loadError,
  empty: t.empty,
  columns: {
    rank: t.rank,
    name: t.name,
    code: t.code,
    players: t.players,
    points: t.points,
  },
};
