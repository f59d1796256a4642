import type { LiveChange, MatchLiveSession, MatchStateEvent } from '@domain/live';
import { createLiveHub, type LiveStateReader } from '@server/modules/live/hub';
import { describe, expect, it } from 'vitest';

// The hub alone: which notices become a match's pushed state and which a change notice, read how often.

const session = (id: number): MatchLiveSession => ({
  id,
  status: 'Active',
  score: { teamA: 1, teamB: 0 },
  players: [],
  lastUpdatedAt: '2026-11-21T10:00:00.000Z',
});

function viewer(topics: string[]) {
  const changes: LiveChange[] = [];
  const states: MatchStateEvent[] = [];
  let wake: () => void = () => undefined;
  return {
    topics: new Set(topics),
    changes,
    states,
    send(change: LiveChange) {
      changes.push(change);
      wake();
    },
    sendState(state: MatchStateEvent) {
      states.push(state);
      wake();
    },
    /** Resolves at the next event sent to this viewer. */
    next: () => new Promise<void>((resolve) => (wake = resolve)),
  };
}

describe('the live hub', () => {
  it('reads the state of the matches followed here once per window and sends it to each viewer', async () => {
    const hub = createLiveHub({ coalesceMs: 5 });
    const asked: number[][] = [];
    hub.readStatesWith(async (ids) => {
      asked.push([...ids]);
      return new Map(ids.map((id) => [id, session(id * 10)]));
    });
    const a = viewer(['match:1']);
    const b = viewer(['match:1', 'match:2']);
    hub.follow(a);
    hub.follow(b);
    const arrived = b.next();
    hub.changed('sessions,state:1');
    hub.changed('state:1,state:2,state:3');
    await arrived;
    // Match 3 has no viewer here: not read. One read for the window, whoever follows.
    expect(asked.map((ids) => ids.sort())).toEqual([[1, 2]]);
    expect(a.states).toEqual([{ topic: 'match:1', session: session(10) }]);
    expect(b.states.map((s) => s.topic).sort()).toEqual(['match:1', 'match:2']);
    expect(a.changes).toEqual([]);
    expect(a.states[0]).toBe(b.states.find((s) => s.topic === 'match:1'));
    hub.close();
  });

  it('sends a change instead when the match changed otherwise too, or its state cannot be read', async () => {
    const errors: unknown[] = [];
    const hub = createLiveHub({ coalesceMs: 5, onReadError: (error) => errors.push(error) });
    let reader: LiveStateReader = async () => {
      throw new Error('database gone');
    };
    hub.readStatesWith((ids) => reader(ids));
    const one = viewer(['match:1', 'match:2']);
    hub.follow(one);

    let arrived = one.next();
    hub.changed('state:1');
    await arrived;
    expect(one.changes).toEqual([['match:1']]);
    expect(errors).toHaveLength(1);

    reader = async () => new Map();
    arrived = one.next();
    hub.changed('state:2');
    await arrived;
    expect(one.changes.at(-1)).toEqual(['match:2']);

    reader = async (ids) => new Map(ids.map((id) => [id, session(id)]));
    arrived = one.next();
    hub.changed('state:1,match:1');
    await arrived;
    expect(one.changes.at(-1)).toEqual(['match:1']);
    expect(one.states).toEqual([]);
    hub.close();
  });

  it('without a reader, or on a notice naming everything, sends changes only', async () => {
    const hub = createLiveHub({ coalesceMs: 5 });
    const one = viewer(['match:4', 'sessions']);
    hub.follow(one);
    let arrived = one.next();
    hub.changed('state:4');
    await arrived;
    expect(one.changes).toEqual([['match:4']]);

    hub.readStatesWith(async (ids) => new Map(ids.map((id) => [id, session(id)])));
    arrived = one.next();
    hub.changed('*');
    hub.changed('state:4');
    await arrived;
    expect(one.changes.at(-1)?.sort()).toEqual(['match:4', 'sessions']);
    expect(one.states).toEqual([]);
    hub.close();
  });
});
