import type { LiveChange } from '@domain/live';

// The viewers this API instance streams to, by topic. Change notices arrive from the database (any
// instance's writes) and are gathered for COALESCE_MS, so a burst of writes (the gateway's once-a-second
// flush of every session) reaches each viewer as one event naming every topic it follows that changed.

export const COALESCE_MS = 100;
/** A notice naming every topic (a write too large to list). */
export const ALL_TOPICS = '*';

export interface Viewer {
  topics: ReadonlySet<string>;
  send(change: LiveChange): void;
}

export interface LiveHub {
  /** Starts streaming to a viewer; returns the function that stops. */
  follow(viewer: Viewer): () => void;
  /** A notice's topics (comma-separated, or '*'). */
  changed(payload: string): void;
  /** The viewers streamed to now. */
  readonly viewerCount: number;
  close(): void;
}

export function createLiveHub(coalesceMs = COALESCE_MS): LiveHub {
  const viewersByTopic = new Map<string, Set<Viewer>>();
  const viewers = new Set<Viewer>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    const changed = pending;
    pending = new Set();
    const every = changed.has(ALL_TOPICS);
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
      for (const topic of payload.split(',')) if (topic) pending.add(topic);
      if (pending.size > 0 && !timer) timer = setTimeout(flush, coalesceMs);
    },
    get viewerCount() {
      return viewers.size;
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
