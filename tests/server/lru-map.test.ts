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
});
