import type { AnnouncementKind, DiscordEmbed } from '@domain/discord-announcements';
import { translate } from '@domain/i18n';
import { checkInWindow } from '@domain/match-check-in';
import type { Queryable } from '@server/db/client';
import type { LeagueEvent } from './events';
import { matchFacts, seasonName } from './repository';

// The embed of each league event, written with the names as they are at the event.

const COLORS: Record<AnnouncementKind, number> = {
  matchScheduled: 0x3498db,
  resultConfirmed: 0x2ecc71,
  disputeOpened: 0xe67e22,
  seasonStatusChanged: 0x9b59b6,
  checkInOpened: 0x1abc9c,
  matchStartsSoon: 0xf1c40f,
  noShowForfeit: 0xe74c3c,
};

type MatchFacts = NonNullable<Awaited<ReturnType<typeof matchFacts>>>;

/** "Red Devils 2-1 Blue Fins", or "Red Devils vs Blue Fins" without a score. */
function headline(match: MatchFacts): string {
  return match.roundsA === null || match.roundsB === null
    ? translate('resources.matches.announcements.versus', { teamA: match.teamA, teamB: match.teamB })
    : translate('resources.matches.announcements.score', {
        teamA: match.teamA,
        roundsA: match.roundsA,
        roundsB: match.roundsB,
        teamB: match.teamB,
      });
}

/** Discord shows <t:seconds:F> in each reader's own time zone. */
const discordTime = (time: Date) => `<t:${Math.floor(time.getTime() / 1000)}:F>`;

function matchFields(match: MatchFacts) {
  return [
    { name: translate('resources.matches.announcements.fields.season'), value: match.season, inline: true },
    {
      name: translate('resources.matches.announcements.fields.division'),
      value: match.division,
      inline: true,
    },
    {
      name: translate('resources.matches.announcements.fields.round'),
      value:
        match.stage === 'league'
          ? translate('resources.matches.announcements.fields.week', { week: match.week })
          : translate('resources.matches.announcements.fields.playoffs'),
      inline: true,
    },
  ];
}

/** Who forfeited, or that both teams did (no loser). */
function forfeitText(kind: string, loser: string | null): string {
  return loser === null
    ? translate('resources.matches.announcements.forfeitTextMutual', { kind })
    : translate('resources.matches.announcements.forfeitText', { kind, loser });
}

function resultEmbed(match: MatchFacts, automatically: boolean) {
  const source = automatically ? 'auto' : (match.resultSource ?? 'captain');
  if (match.forfeitKind) {
    const loser = match.forfeitLoserTeamId === match.teamAId ? match.teamA : match.teamB;
    const kind = translate(`resources.matches.forfeitKind.${match.forfeitKind}`);
    const forfeit = forfeitText(kind, match.forfeitLoserTeamId === null ? null : loser);
    return {
      title: translate('resources.matches.announcements.forfeitConfirmed', {
        match: translate('resources.matches.announcements.versus', {
          teamA: match.teamA,
          teamB: match.teamB,
        }),
      }),
      description: `${forfeit} ${translate(`resources.matches.announcements.confirmedBy.${source}`)}`,
    };
  }
  return {
    title: translate('resources.matches.announcements.resultConfirmed', { match: headline(match) }),
    description: translate(`resources.matches.announcements.confirmedBy.${source}`),
  };
}

/** The check-in reminder: both teams, the kick-off and when check-in closes, as Discord timestamps. */
function checkInEmbed(match: MatchFacts) {
  const kickOff = discordTime(match.scheduledAt);
  const { closesAt } = checkInWindow(match.scheduledAt, match);
  return {
    title: translate('resources.matches.announcements.checkInOpened', {
      match: translate('resources.matches.announcements.versus', { teamA: match.teamA, teamB: match.teamB }),
    }),
    description:
      match.noShowGraceMinutes > 0
        ? translate('resources.matches.announcements.checkInOpenedText', {
            kickOff,
            closes: discordTime(closesAt),
          })
        : translate('resources.matches.announcements.checkInOpenedWithoutNoShows', { kickOff }),
  };
}

function noShowEmbed(match: MatchFacts) {
  const title = translate('resources.matches.announcements.noShowForfeit', {
    match: translate('resources.matches.announcements.versus', { teamA: match.teamA, teamB: match.teamB }),
  });
  if (match.forfeitLoserTeamId === null)
    return { title, description: translate('resources.matches.announcements.noShowMutualText') };
  const [loser, winner] =
    match.forfeitLoserTeamId === match.teamAId ? [match.teamA, match.teamB] : [match.teamB, match.teamA];
  return { title, description: translate('resources.matches.announcements.noShowText', { loser, winner }) };
}

async function matchEmbed(
  tx: Queryable,
  event: Exclude<LeagueEvent, { kind: 'seasonStatusChanged' }>,
): Promise<Omit<DiscordEmbed, 'color' | 'timestamp'> | null> {
  const match = await matchFacts(tx, event.matchId);
  if (!match) return null;
  const fields = matchFields(match);
  switch (event.kind) {
    case 'matchScheduled':
      return {
        title: translate('resources.matches.announcements.matchScheduled', {
          match: translate('resources.matches.announcements.versus', {
            teamA: match.teamA,
            teamB: match.teamB,
          }),
        }),
        description: translate('resources.matches.announcements.matchScheduledText', {
          time: discordTime(match.scheduledAt),
        }),
        fields,
      };
    case 'resultConfirmed':
      return { ...resultEmbed(match, event.automatically ?? false), fields };
    case 'checkInOpened':
      return { ...checkInEmbed(match), fields };
    case 'matchStartsSoon':
      return {
        title: translate('resources.matches.announcements.matchStartsSoon', {
          match: translate('resources.matches.announcements.versus', {
            teamA: match.teamA,
            teamB: match.teamB,
          }),
        }),
        description: translate('resources.matches.announcements.matchStartsSoonText', {
          kickOff: discordTime(match.scheduledAt),
        }),
        fields,
      };
    case 'noShowForfeit':
      return { ...noShowEmbed(match), fields };
    case 'disputeOpened':
      return {
        title: translate('resources.matches.announcements.disputeOpened', { match: headline(match) }),
        description: translate('resources.matches.announcements.disputeOpenedText', {
          team: event.teamId === match.teamAId ? match.teamA : match.teamB,
        }),
        fields,
      };
  }
}

async function seasonEmbed(tx: Queryable, event: Extract<LeagueEvent, { kind: 'seasonStatusChanged' }>) {
  const name = await seasonName(tx, event.seasonId);
  if (name === null) return null;
  return {
    title: translate(`resources.matches.announcements.seasonStatusChanged.${event.to}`, { season: name }),
    description: translate(`resources.matches.announcements.seasonStatusText.${event.to}`),
  };
}

/** The event's embed (before fitting to Discord's limits); null when its match no longer exists. */
export async function composeAnnouncement(
  tx: Queryable,
  event: LeagueEvent,
  now: Date,
): Promise<DiscordEmbed | null> {
  const body =
    event.kind === 'seasonStatusChanged' ? await seasonEmbed(tx, event) : await matchEmbed(tx, event);
  if (!body) return null;
  return { ...body, color: COLORS[event.kind], timestamp: now.toISOString() };
}
