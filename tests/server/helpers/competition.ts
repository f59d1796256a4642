import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import type { ManualClock } from '@server/clock';
import { seasonEntries, teamPlayers, teams } from '@server/db/schema';
import type { App } from '@server/http/types';
import type { JoinCodeSource } from '../../../tools/game-server-sim/agent';
import { signUp } from './api';
import { call, type Player } from './teams';

// Seasons with teams entered, for the suites of fixtures, matches and standings. Teams and entries are
// written straight into the tables (registration has its own suite, seasons.test.ts): a season of
// 500 teams stays quick to set up.

let counter = 0;

export interface SeasonSetup {
  /** Teams per division, top tier first. */
  divisions: number[];
  weeks?: number;
  startsAt?: string;
  /** Where the season is left: Registration (teams placed by an admin) or Live (the default). */
  status?: 'Registration' | 'Live';
  /** The season's playoff settings (POST /seasons defaults when left out). */
  playoffs?: { playoffTeams?: number; playoffFormat?: 'singleElimination' | 'doubleElimination' };
  /**
   * The season's check-in settings: POST /seasons's defaults, except no automatic no-shows
   * (noShowGraceMinutes 0) unless asked for. The suites' clocks stand past kick-off while captains report
   * by hand, and the scheduling sweep (a real-time timer) would forfeit those matches under them.
   */
  checkIn?: { checkInMinutes?: number; noShowGraceMinutes?: number };
}

export interface SeasonWithTeams {
  season: Season;
  /** Team ids per division, in the order of season.divisions; the first seeded highest. */
  teams: number[][];
  teamNames: Map<number, string>;
}

async function moveTo(app: App, token: string, seasonId: number, status: string): Promise<Season> {
  const response = await call(app, token, 'PUT', `/api/seasons/${seasonId}`, { status });
  if (response.statusCode !== 200) throw new Error(`move to ${status} failed: ${response.body}`);
  return response.json<{ data: Season }>().data;
}

export async function seasonWithTeams(
  app: App,
  adminToken: string,
  {
    divisions,
    weeks = 10,
    startsAt = '2027-01-04T18:00:00Z',
    status = 'Live',
    playoffs = {},
    checkIn = {},
  }: SeasonSetup,
): Promise<SeasonWithTeams> {
  counter += 1;
  const share = Math.floor(100 / divisions.length);
  const created = await call(app, adminToken, 'POST', '/api/seasons', {
    name: `Competition ${counter} ${Date.now()}`,
    startsAt,
    weeks,
    divisions: divisions.map((_, tier) => ({
      name: `Tier ${tier + 1}`,
      mmrPercentage: tier === 0 ? 100 - share * (divisions.length - 1) : share,
    })),
    ...playoffs,
    noShowGraceMinutes: 0,
    ...checkIn,
  });
  if (created.statusCode !== 201) throw new Error(`create season failed: ${created.body}`);
  let season = created.json<{ data: Season }>().data;
  season = await moveTo(app, adminToken, season.id, 'Registration');

  const teamNames = new Map<number, string>();
  const teamIds: number[][] = [];
  for (const [tier, size] of divisions.entries()) {
    const divisionId = season.divisions[tier]!.id;
    const values = Array.from({ length: size }, (_, index) => {
      const name = `S${counter} T${tier + 1}-${index + 1} ${Date.now().toString(36)}`;
      return {
        name,
        code: `C${counter}x${tier}x${index}x${Date.now().toString(36)}`,
        status: 'Approved' as const,
        leagueId: season.league.id,
        divisionId: 1,
      };
    });
    const inserted = values.length
      ? await app.db.insert(teams).values(values).returning({ id: teams.id, name: teams.name })
      : [];
    for (const team of inserted) teamNames.set(team.id, team.name);
    if (inserted.length) {
      await app.db.insert(seasonEntries).values(
        inserted.map((team, index) => ({
          seasonId: season.id,
          teamId: team.id,
          divisionId,
          placedByAdmin: true,
          seedRating: 1000 - index,
        })),
      );
    }
    teamIds.push(inserted.map((team) => team.id));
  }
  if (status === 'Live') season = await moveTo(app, adminToken, season.id, 'Live');
  return { season, teams: teamIds, teamNames };
}

export interface TeamLeaders {
  captain: Player;
  coCaptain: Player;
  /** A player of the team who leads nothing. */
  player: Player;
}

/**
 * Gives each team a captain, a co-captain and a plain player, signed up through the API and written into
 * team_players: what the match suites need to act as a team's leaders (and to be refused as its player).
 */
export async function leadTeams(app: App, teamIds: readonly number[]): Promise<Map<number, TeamLeaders>> {
  const leaders = new Map<number, TeamLeaders>();
  for (const teamId of teamIds) {
    const [captain, coCaptain, player] = [await signUp(app), await signUp(app), await signUp(app)];
    await app.db.insert(teamPlayers).values([
      { teamId, userId: captain.userId, isCaptain: true },
      { teamId, userId: coCaptain.userId, isCoCaptain: true },
      { teamId, userId: player.userId },
    ]);
    leaders.set(teamId, { captain, coCaptain, player });
  }
  return leaders;
}

export interface MatchUp {
  seasonId: number;
  match: Match;
  a: TeamLeaders;
  b: TeamLeaders;
}

/**
 * A Live season of two teams with leaders and a player each, its fixtures made; `clock` is left half an hour
 * before its week-1 match (so the match server may be started).
 */
export async function matchUp(
  app: App,
  adminToken: string,
  clock: ManualClock,
  startsAt: string,
  checkIn: SeasonSetup['checkIn'] = {},
): Promise<MatchUp> {
  clock.set(startsAt);
  const { season } = await seasonWithTeams(app, adminToken, { divisions: [2], startsAt, checkIn });
  const fixtures = await call(app, adminToken, 'POST', `/api/seasons/${season.id}/fixtures`);
  if (fixtures.statusCode !== 201) throw new Error(`fixtures: ${fixtures.statusCode} ${fixtures.body}`);
  const filter = encodeURIComponent(JSON.stringify({ seasonId: season.id }));
  const listed = await call(app, adminToken, 'GET', `/api/matches?filter=${filter}`);
  const match = listed.json<{ data: Match[] }>().data.find((candidate) => candidate.week === 1)!;
  const leaders = await leadTeams(app, [match.teamA.id, match.teamB.id]);
  clock.set(new Date(new Date(match.scheduledAt).getTime() - 30 * 60 * 1000));
  return { seasonId: season.id, match, a: leaders.get(match.teamA.id)!, b: leaders.get(match.teamB.id)! };
}

/**
 * The join codes a reference game server's simulated players use in `fixture`'s match: each asks for their own
 * through the API, signed in as the player they stand for (POST /api/matches/{id}/join-code).
 */
export function joinCodesOf(app: App, fixture: MatchUp): JoinCodeSource {
  const tokens = new Map(
    [...Object.values(fixture.a), ...Object.values(fixture.b)].map((player) => [player.userId, player.token]),
  );
  return async (matchId, userId) => {
    const asked = await call(app, tokens.get(userId) ?? '', 'POST', `/api/matches/${matchId}/join-code`);
    if (asked.statusCode !== 200) throw new Error(asked.body);
    return asked.json<{ data: { code: string } }>().data.code;
  };
}
