import { z } from 'zod';
import type { MatchSession } from './matches';

// Live view: the browser follows topics over one server-sent event stream per tab. A `change`
// event names the topics that changed and the browser reads them again through the API; a `state` event
// carries a match's public live state (a game server's report), which the browser applies as it is.

/** Every game session (the /sessions screen). */
export const SESSIONS_TOPIC = 'sessions';
/** One match: its result, status, history and the game session hosting it. */
export const matchTopic = (matchId: number) => `match:${matchId}`;

export const LIVE_MAX_TOPICS = 20;
/** How often the stream sends a comment so proxies and the browser know it is alive. */
export const LIVE_HEARTBEAT_MS = 15_000;

const TOPIC = new RegExp(`^(${SESSIONS_TOPIC}|match:[1-9]\\d{0,9})$`);

/** `?topics=sessions,match:12`: up to LIVE_MAX_TOPICS distinct known topics. */
export const liveTopicsSchema = (messages: { invalid: string; tooMany: string }) =>
  z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(TOPIC, messages.invalid))
        .min(1, messages.invalid)
        .max(LIVE_MAX_TOPICS, messages.tooMany),
    );

/** The payload of a `change` event: the topics that changed, or ['*'] when too many changed to name. */
export type LiveChange = string[];

/**
 * What any viewer of a match may see of the game session hosting it: the session without the join
 * details (code, address, port), which are for the two rosters and admins only.
 */
export type MatchLiveSession = Omit<MatchSession, 'code' | 'slaveIp' | 'slavePort'>;

/** The payload of a `state` event: the match topic and its session's public live state. */
export interface MatchStateEvent {
  topic: string;
  session: MatchLiveSession;
}
