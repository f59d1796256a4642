import { type LiveChange, type MatchLiveSession, type MatchStateEvent, matchTopic } from '@domain/live';

// The viewers this API instance streams to, by topic. Change notices arrive from the database (any
// instance's writes) and are gathered for COALESCE_MS, so a burst of writes reaches each viewer as one
// event naming every topic it follows that changed. A notice that a match's game session reported a new
// state (`state:<match id>`, migration 0024) is not passed on as a change: the hub reads the public state
// of every such match followed here once per window and sends it to all of that match's viewers, so they
// need not read the match again (decision 0018).

export const COALESCE_MS = 100;
/** A notice naming every topic (a write too large to list). */
export const ALL_TOPICS = '*';
/** The notice of a state report of the game session hosting a match: `state:<match id>`. */
const STATE_NOTICE = /^state:(\d+)$/;

export interface Viewer {
  topics: ReadonlySet<string>;
  send(change: LiveChange): void;
  sendState(state: MatchStateEvent): void;
}

/** The public live state of the sessions hosting these matches (a match without one is left out). */
export type LiveStateReader = (matchIds: readonly number[]) => Promise<Map<number, MatchLiveSession>>;

export interface LiveHub {
  /** Starts streaming to a viewer; returns the function that stops. */
  follow(viewer: Viewer): () => void;
  /** A notice's topics (comma-separated, or '*'). */
  changed(payload: string): void;
  /** Where the hub reads matches' live state; until set, state notices reach viewers as changes. */
  readStatesWith(reader: LiveStateReader): void;
  /** The viewers streamed to now. */
  readonly viewerCount: number;
  close(): void;
}

export function createLiveHub(
  options: { coalesceMs?: number; onReadError?: (error: unknown) => void } = {},
): LiveHub {
  const coalesceMs = options.coalesceMs ?? COALESCE_MS;
  const viewersByTopic = new Map<string, Set<Viewer>>();
  const viewers = new Set<Viewer>();
  let pending = new Set<string>();
  let pendingStates = new Set<number>();
  let reader: LiveStateReader | null = null;
  let timer: NodeJS.Timeout | null = null;
  let flushing = false;
  let closed = false;

  const schedule = () => {
    if (timer || flushing || closed || (pending.size === 0 && pendingStates.size === 0)) return;
    timer = setTimeout(() => void flush(), coalesceMs);
  };

  /** The public state of the matches followed here whose session reported, read in one go. */
  const readStates = async (changed: Set<string>, matchIds: Set<number>) => {
    const wanted = [...matchIds].filter(
      (id) => !changed.has(matchTopic(id)) && viewersByTopic.has(matchTopic(id)),
    );
    if (wanted.length === 0) return new Map<number, MatchLiveSession>();
    let states = new Map<number, MatchLiveSession>();
    if (reader)
      try {
        states = await reader(wanted);
      } catch (error) {
        options.onReadError?.(error);
      }
    // What could not be read is announced as a change: the viewers read it through the API.
    for (const id of wanted) if (!states.has(id)) changed.add(matchTopic(id));
    return states;
  };

  const flush = async () => {
    timer = null;
    flushing = true;
    const changed = pending;
    const stateOf = pendingStates;
    pending = new Set();
    pendingStates = new Set();
    try {
      const every = changed.has(ALL_TOPICS);
      const states = every ? new Map<number, MatchLiveSession>() : await readStates(changed, stateOf);
      if (closed) return;
      const reached = new Map<Viewer, string[]>();
      if (every) for (const viewer of viewers) reached.set(viewer, [...viewer.topics]);
      else
        for (const topic of changed)
          for (const viewer of viewersByTopic.get(topic) ?? []) {
            const topics = reached.get(viewer);
            if (topics) topics.push(topic);
            else reached.set(viewer, [topic]);
          }
      for (const [viewer, topics] of reached) viewer.send(topics);
      for (const [matchId, session] of states) {
        const state: MatchStateEvent = { topic: matchTopic(matchId), session };
        for (const viewer of viewersByTopic.get(state.topic) ?? []) viewer.sendState(state);
      }
    } finally {
      flushing = false;
      schedule();
    }
  };

  return {
    follow(viewer) {
      viewers.add(viewer);
      for (const topic of viewer.topics) {
        const set = viewersByTopic.get(topic) ?? new Set<Viewer>();
        set.add(viewer);
        viewersByTopic.set(topic, set);
      }
      return () => {
        viewers.delete(viewer);
        for (const topic of viewer.topics) {
          const set = viewersByTopic.get(topic);
          set?.delete(viewer);
          if (set?.size === 0) viewersByTopic.delete(topic);
        }
      };
    },
    changed(payload) {
      for (const topic of payload.split(',')) {
        const state = STATE_NOTICE.exec(topic);
        if (state) pendingStates.add(Number(state[1]));
        else if (topic) pending.add(topic);
      }
      schedule();
    },
    readStatesWith(next) {
      reader = next;
    },
    get viewerCount() {
      return viewers.size;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
      pendingStates.clear();
    },
  };
}
