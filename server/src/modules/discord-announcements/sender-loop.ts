import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_QUEUE_LOOP_TIMINGS,
  type QueueLoop,
  type QueueLoopTimings,
  startQueueLoop,
} from '../../queue-loop';
import { DEFAULT_SENDER_SETTINGS, type SenderDeps, sendDueAnnouncements } from './sender';

// Runs the announcement sender on this instance from ready to shutdown (see startQueueLoop): every pollMs,
// sooner when an announcement was queued here (wake), later when Discord asked for a pause; a post in flight
// at shutdown is aborted.

export type SenderTimings = QueueLoopTimings;
export type SenderLoop = QueueLoop;

export function startSenderLoop(
  app: FastifyInstance,
  deps: Omit<SenderDeps, 'signal'>,
  timings: SenderTimings = DEFAULT_QUEUE_LOOP_TIMINGS,
): SenderLoop {
  return startQueueLoop(app, {
    run: (signal) => sendDueAnnouncements({ ...deps, signal }),
    batch: deps.settings?.batch ?? DEFAULT_SENDER_SETTINGS.batch,
    failureLog: 'sending Discord announcements failed',
    timings,
  });
}
