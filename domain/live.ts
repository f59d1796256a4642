import { LIVE_MAX_TOPICS, SESSIONS_TOPIC } from './live-topics';
import type { MatchSession } from './matches';
import { z } from './zod';

// Live view: the browser follows topics over one server-sent event stream per tab. A `change`
// event names the topics that changed and the browser reads them again through the API; a `state` event
// carries a match's public live state (a game server's report), which the browser applies as it is.

export * from './live-topics';

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
