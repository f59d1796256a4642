import type { AnnouncementKind, DiscordEmbed } from '@domain/discord-announcements';
import { checkInWindow } from '@domain/match-check-in';
import { messages } from '@domain/messages';
import type { Queryable } from '@server/db/client';
import type { LeagueEvent } from './events';
import { matchFacts, seasonName } from './repository';

// The embed of each league event, written with the names as they are at the event.

const m = messages.announcements;

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
    ? m.versus(match.teamA, match.teamB)
    : m.score(match.teamA, match.roundsA, match.roundsB, match.teamB);
}

/** Discord shows <t:seconds:F> in each reader's own time zone. */
const discordTime = (time: Date) => `<t:${Math.floor(time.getTime() / 1000)}:F>`;

function matchFields(match: MatchFacts) {
  return [
    { name: m.fields.season, value: match.season, inline: true },
    { name: m.fields.division, value: match.division, inline: true },
    {
      name: m.fields.round,
      value: match.stage === 'league' ? m.fields.week(match.week) : m.fields.playoffs,
      inline: true,
    },
  ];
}

function resultEmbed(match: MatchFacts, automatically: boolean) {
  const source = automatically ? 'auto' : (match.resultSource ?? 'captain');
  if (match.forfeitKind) {
    const loser = match.forfeitLoserTeamId === match.teamAId ? match.teamA : match.teamB;
    return {
      title: m.forfeitConfirmed(m.versus(match.teamA, match.teamB)),
      description: `${m.forfeitText(
        messages.matches.forfeitKinds[match.forfeitKind],
        match.forfeitLoserTeamId === null ? null : loser,
      )} ${m.confirmedBy[source]}`,
    };
  }
  return { title: m.resultConfirmed(headline(match)), description: m.confirmedBy[source] };
}

/** The check-in reminder: both teams, the kick-off and when check-in closes, as Discord timestamps. */
function checkInEmbed(match: MatchFacts) {
  const kickOff = discordTime(match.scheduledAt);
  const { closesAt } = checkInWindow(match.scheduledAt, match);
  return {
    title: m.checkInOpened(m.versus(match.teamA, match.teamB)),
    description:
      match.noShowGraceMinutes > 0
        ? m.checkInOpenedText(kickOff, discordTime(closesAt))
        : m.checkInOpenedWithoutNoShows(kickOff),
  };
}

function noShowEmbed(match: MatchFacts) {
  const title = m.noShowForfeit(m.versus(match.teamA, match.teamB));
  if (match.forfeitLoserTeamId === null) return { title, description: m.noShowMutualText };
  const [loser, winner] =
    match.forfeitLoserTeamId === match.teamAId ? [match.teamA, match.teamB] : [match.teamB, match.teamA];
  return { title, description: m.noShowText(loser, winner) };
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
        title: m.matchScheduled(m.versus(match.teamA, match.teamB)),
        description: m.matchScheduledText(discordTime(match.scheduledAt)),
        fields,
      };
    case 'resultConfirmed':
      return { ...resultEmbed(match, event.automatically ?? false), fields };
    case 'checkInOpened':
      return { ...checkInEmbed(match), fields };
    case 'matchStartsSoon':
      return {
        title: m.matchStartsSoon(m.versus(match.teamA, match.teamB)),
        description: m.matchStartsSoonText(discordTime(match.scheduledAt)),
        fields,
      };
    case 'noShowForfeit':
      return { ...noShowEmbed(match), fields };
    case 'disputeOpened':
      return {
        title: m.disputeOpened(headline(match)),
        description: m.disputeOpenedText(event.teamId === match.teamAId ? match.teamA : match.teamB),
        fields,
      };
  }
}

async function seasonEmbed(tx: Queryable, event: Extract<LeagueEvent, { kind: 'seasonStatusChanged' }>) {
  const name = await seasonName(tx, event.seasonId);
  if (name === null) return null;
  return { title: m.seasonStatusChanged[event.to](name), description: m.seasonStatusText[event.to] };
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
