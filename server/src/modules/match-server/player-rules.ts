import { translate } from '@domain/i18n';

// What a game server may say about a player of a league match, in its final result and in its live state
// alike: each player once, on the roster of the side they are reported on, with no more hits than shots.

/** The user ids on each side's roster. */
export interface RosterSides {
  A: ReadonlySet<number>;
  B: ReadonlySet<number>;
}

interface ReportedPlayer {
  userId: number;
  team: 'A' | 'B';
  hits: number;
  shots: number;
}

/** Checks players one after another: what is wrong with the next one, or null. */
export function playerChecker(rosters: RosterSides) {
  const seen = new Set<number>();
  return (player: ReportedPlayer): string | null => {
    if (seen.has(player.userId))
      return translate('app.match.matchServer.result.duplicatePlayer', { userId: player.userId });
    seen.add(player.userId);
    if (!rosters[player.team].has(player.userId))
      return translate('app.match.matchServer.result.unknownPlayer', {
        userId: player.userId,
        team: player.team,
      });
    if (player.hits > player.shots)
      return translate('app.match.matchServer.result.hitsOverShots', { userId: player.userId });
    return null;
  };
}

/** The players that keep the rules, and why each other one was left out. */
export function keepRuledPlayers<Player extends ReportedPlayer>(
  rosters: RosterSides,
  players: readonly Player[],
) {
  const check = playerChecker(rosters);
  const kept: Player[] = [];
  const dropped: string[] = [];
  for (const player of players) {
    const problem = check(player);
    if (problem) dropped.push(problem);
    else kept.push(player);
  }
  return { kept, dropped };
}
