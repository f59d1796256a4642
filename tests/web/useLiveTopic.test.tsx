import { renderHook, waitFor } from '@testing-library/react';
import { CoreAdminContext } from 'ra-core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAuth } from '@/authProvider';
import { createAppDataProvider, useLiveTopic } from '@/dataProvider';
import { liveStream, signInAs } from './fixtures';

// A screen reads its data, then follows its topic; the stream opens some time later. A change in between
// is told to no one, so the opening of the stream counts as a change: the screen reads once more.

/** A screen's follow of `match:12` through the app's dataProvider and its live stream. */
async function followedTopic() {
  signInAs();
  const auth = createAuth();
  await auth.whenReady();
  const stream = liveStream();
  const dataProvider = createAppDataProvider(auth);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>
  );
  let reads = 0;
  const { result } = renderHook(() => useLiveTopic('match:12', () => (reads += 1)), { wrapper });
  await waitFor(() => expect(stream.opened()).toBe(1));
  return { live: () => result.current, send: stream.send, reads: () => reads };
}

describe('following a live topic', () => {
  it('reads the topic again when the stream first opens, then on each change', async () => {
    const topic = await followedTopic();
    expect(topic.reads()).toBe(0);
    expect(topic.live()).toBe(false);

    topic.send('ready', ['match:12']);
    await waitFor(() => expect(topic.live()).toBe(true));
    expect(topic.reads()).toBe(1);

    topic.send('change', ['match:12']);
    await waitFor(() => expect(topic.reads()).toBe(2), { timeout: 3_000 });
  });
});
