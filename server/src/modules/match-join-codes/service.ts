import { translate } from '@domain/i18n';
import {
  BAD_JOIN_CODES_PER_MINUTE,
  JOIN_CODE_VALID_AFTER_KICK_OFF_MS,
  type MatchJoinCode,
} from '@domain/match-join-codes';
import { awaitsResult } from '@domain/matches';
import type { Clock } from '@server/clock';
import type { Db } from '@server/db/client';
import { violatedUniqueConstraint } from '@server/db/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { JoinCodeAck, RedeemJoinCode } from '../game-sessions/protocol';
import { matchOfOpenSession, openSessionOfMatch } from '../game-sessions/service';
import { assertMayPlay } from '../league-settings/play-eligibility';
import { matchErrors } from '../matches/errors';
import { recordMatchEvent } from '../matches/parties';
import { BadCodeLimit } from './bad-code-limit';
import { hashJoinCode, type JoinCodeKey, normaliseJoinCode } from './codes';
import { joinCodeErrors } from './errors';
import {
  dropExpiredCode,
  insertOpenCode,
  lockOpenCode,
  markRedeemed,
  matchOf,
  openCodeOf,
  rosterSideOf,
} from './repository';

// Personal join codes (app.matchJoinCodes): a rostered player asks for theirs while the match's session is
// open, and the game server hosting that session redeems it once to seat the player on their side.

/** Seeds tried before giving up: a clash of two open codes is already one in millions. */
const ATTEMPTS = 5;

export type JoinCodeAnswer = Omit<JoinCodeAck, 'type' | 'id'>;

export interface MatchJoinCodeService {
  /**
   * The player's code for the match: the same one until it is redeemed, then a new one. 403 for anyone not
   * on either roster, 409 when the match is over or has no open session.
   */
  issue(userId: number, matchId: number): Promise<MatchJoinCode>;
  /** A game server redeems a code for one of its sessions (protocol 2's redeemJoinCode). */
  redeem(clientId: string, request: RedeemJoinCode): Promise<JoinCodeAnswer>;
}

export interface MatchJoinCodeDeps {
  db: Db;
  clock: Clock;
  key: JoinCodeKey;
  log: FastifyBaseLogger;
}

const invalid = (message: string): JoinCodeAnswer => ({
  ok: false,
  error: 'invalid',
  message: message.slice(0, 200),
});

export function createMatchJoinCodeService(deps: MatchJoinCodeDeps): MatchJoinCodeService {
  const { db, clock, key, log } = deps;
  const limit = new BadCodeLimit(BAD_JOIN_CODES_PER_MINUTE);

  /** One try at the player's open code: theirs if they have one, else a new one with a fresh seed. */
  async function openCode(userId: number, matchId: number, expiresAt: Date, now: Date) {
    return db.transaction(async (tx) => {
      await dropExpiredCode(tx, matchId, userId, now);
      const held = await openCodeOf(tx, matchId, userId);
      if (held) return held;
      const seed = key.newSeed();
      await insertOpenCode(tx, {
        matchId,
        userId,
        seed,
        codeHash: hashJoinCode(key.codeOf(seed)),
        expiresAt,
      });
      return openCodeOf(tx, matchId, userId);
    });
  }

  /** Why the code cannot seat a player in this session, or the player it seats (the code then used). */
  async function redeemOnce(clientId: string, request: RedeemJoinCode): Promise<JoinCodeAnswer> {
    const code = normaliseJoinCode(request.code);
    if (!code) return invalid(translate('app.match.matchJoinCodes.redeem.unknown'));
    const matchId = await matchOfOpenSession(db, request.sessionId, clientId);
    if (matchId === null)
      return invalid(
        translate('app.match.matchJoinCodes.redeem.wrongSession', { sessionId: request.sessionId }),
      );
    return db.transaction(async (tx) => {
      const now = clock.now();
      const row = await lockOpenCode(tx, hashJoinCode(code));
      if (!row || row.expiresAt.getTime() <= now.getTime())
        return invalid(translate('app.match.matchJoinCodes.redeem.unknown'));
      if (row.matchId !== matchId)
        return invalid(
          translate('app.match.matchJoinCodes.redeem.wrongMatch', { sessionId: request.sessionId }),
        );
      const match = await matchOf(tx, matchId);
      if (!match || !awaitsResult(match.status))
        return invalid(translate('app.match.matchJoinCodes.redeem.matchOver'));
      const player = await rosterSideOf(tx, match, row.userId);
      if (!player)
        return invalid(translate('app.match.matchJoinCodes.redeem.notOnRoster', { userId: row.userId }));
      await markRedeemed(tx, row.id, request.sessionId, now);
      await recordMatchEvent(tx, match.id, {
        kind: 'playerJoined',
        actor: { userId: row.userId, name: player.displayName, teamId: player.teamId, isAdmin: false },
        details: {
          userId: row.userId,
          displayName: player.displayName,
          team: player.side,
          sessionId: request.sessionId,
        },
      });
      return {
        ok: true,
        player: { userId: row.userId, displayName: player.displayName, team: player.side },
      };
    });
  }

  return {
    async issue(userId, matchId) {
      const match = await matchOf(db, matchId);
      if (!match) throw matchErrors.matchNotFound();
      if (!(await rosterSideOf(db, match, userId))) throw joinCodeErrors.notOnRoster();
      if (!awaitsResult(match.status)) throw joinCodeErrors.matchOver();
      if (!(await openSessionOfMatch(db, matchId))) throw joinCodeErrors.noOpenSession();
      await assertMayPlay(db, userId, userId);
      const now = clock.now();
      const expiresAt = new Date(match.scheduledAt.getTime() + JOIN_CODE_VALID_AFTER_KICK_OFF_MS);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await openCode(userId, matchId, expiresAt, now);
          // Null only when it was redeemed between the insert and the read: ask again for the next one.
          if (row) return { code: key.codeOf(row.seed), expiresAt: row.expiresAt.toISOString() };
        } catch (error) {
          if (violatedUniqueConstraint(error) !== 'match_join_codes_open_hash_unique' || attempt >= ATTEMPTS)
            throw error;
        }
        if (attempt >= ATTEMPTS) throw new Error('no join code could be given');
      }
    },

    async redeem(clientId, request) {
      const now = clock.now();
      if (limit.blocked(clientId, now)) {
        return {
          ok: false,
          error: 'busy',
          message: translate('app.match.matchJoinCodes.redeem.tooMany', { limit: BAD_JOIN_CODES_PER_MINUTE }),
        };
      }
      const answer = await redeemOnce(clientId, request);
      if (!answer.ok && limit.bad(clientId, now)) {
        log.warn(
          { clientId, limit: BAD_JOIN_CODES_PER_MINUTE },
          'game server sent too many bad join codes this minute (brute force?): answered busy until the minute ends',
        );
      }
      return answer;
    },
  };
}
