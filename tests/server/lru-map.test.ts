import { LruMap } from '@server/lru-map';
import { describe, expect, it } from 'vitest';

describe('a bounded map', () => {
  it('forgets the least recently used key beyond its capacity, a read counting as a use', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // now b is the least recently used
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('replaces the value of a key it keeps, making it the most recently used', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect(map.get('a')).toBe(10);
    expect(map.get('b')).toBeUndefined();
  });

  it('tells what it forgot for room, and not what was deleted', () => {
    const forgotten: [string, number][] = [];
    const map = new LruMap<string, number>(2, (key, value) => forgotten.push([key, value]));
    map.set('a', 1);
    map.set('b', 2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.set('c', 3);
    expect(forgotten).toEqual([]);
    map.set('d', 4);
    expect(forgotten).toEqual([['b', 2]]);
    expect(map.size).toBe(2);
  });

  it('keeps the order of a plain list of keys moved to the end on each use, whatever the mix of calls', () => {
    // The reference: an array, least recently used first.
    // mulberry32: the same sequence on every run.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
    };
    for (const capacity of [1, 2, 3, 5]) {
      const forgotten: string[] = [];
      const map = new LruMap<string, number>(capacity, (key) => forgotten.push(key));
      let reference: [string, number][] = [];
      const expectedForgotten: string[] = [];
      for (let step = 0; step < 2_000; step++) {
        const key = `k${random(capacity + 3)}`;
        const kind = random(4);
        if (kind === 0) {
          reference = reference.filter(([kept]) => kept !== key);
          reference.push([key, step]);
          if (reference.length > capacity) expectedForgotten.push(reference.shift()![0]);
          map.set(key, step);
        } else if (kind === 1) {
          reference = reference.filter(([kept]) => kept !== key);
          map.delete(key);
        } else {
          const found = reference.find(([kept]) => kept === key);
          if (found) reference = [...reference.filter(([kept]) => kept !== key), found];
          // A read of the same key twice in a row is the case the map short-cuts.
          expect(map.get(key)).toBe(found?.[1]);
          if (kind === 3) expect(map.get(key)).toBe(found?.[1]);
        }
        expect(map.size).toBe(reference.length);
      }
      expect(forgotten).toEqual(expectedForgotten);
      expect(forgotten.length).toBeGreaterThan(10);
    }
  });
});
