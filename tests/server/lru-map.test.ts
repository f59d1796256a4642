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
});
