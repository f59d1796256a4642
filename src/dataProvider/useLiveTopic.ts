import type { MatchLiveSession } from '@domain/live';
import { useEffect, useRef, useState } from 'react';
import type { LiveListener } from './liveStream';
import { useAppDataProvider } from './useAppDataProvider';

/** A screen reads a changed topic again at most this often, however fast the game servers report. */
export const LIVE_REREAD_MIN_MS = 1_000;

/**
 * Follows a live topic while `topic` is set (null: not following): calls `onChange` when it changed (at
 * most once every LIVE_REREAD_MIN_MS), and `onState` with a match's new public live state as it comes
 * (without `onState`, that is a change too). A change is told only once the stream is open, so each
 * opening of the stream, the first one too, is a change: what changed between the screen's own first read
 * and the stream's opening, or while the stream was down, is read then.
 * Returns whether the stream is live, so a screen can fall back to polling while it is not.
 */
export function useLiveTopic(
  topic: string | null,
  onChange: () => void,
  onState?: (session: MatchLiveSession) => void,
): boolean {
  const dataProvider = useAppDataProvider();
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  const latestState = useRef(onState);
  latestState.current = onState;

  useEffect(() => {
    if (!topic) return;
    let lastRead = 0;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const read = () => {
      lastRead = Date.now();
      latest.current();
    };
    const changed = () => {
      const wait = lastRead + LIVE_REREAD_MIN_MS - Date.now();
      if (wait <= 0) read();
      else
        trailing ??= setTimeout(() => {
          trailing = null;
          read();
        }, wait);
    };
    const listener: LiveListener = (event) => {
      if (event.type === 'connected') {
        setLive(true);
        changed();
      } else if (event.type === 'disconnected') {
        setLive(false);
      } else if (event.type === 'state' && latestState.current) {
        latestState.current(event.session);
      } else {
        changed();
      }
    };
    void dataProvider.subscribe(topic, listener);
    return () => {
      void dataProvider.unsubscribe(topic, listener);
      if (trailing) clearTimeout(trailing);
      setLive(false);
    };
  }, [dataProvider, topic]);

  return live;
}
