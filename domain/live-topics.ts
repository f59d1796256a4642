// The live view's topics, apart from the schemas of live.ts, so a page that follows a match loads no zod.

/** Every game session (the /sessions screen). */
export const SESSIONS_TOPIC = 'sessions';
/** One match: its result, status, history and the game session hosting it. */
export const matchTopic = (matchId: number) => `match:${matchId}`;

export const LIVE_MAX_TOPICS = 20;
/** How often the stream sends a comment so proxies and the browser know it is alive. */
export const LIVE_HEARTBEAT_MS = 15_000;
