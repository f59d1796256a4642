import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_QUEUE_LOOP_TIMINGS,
  type QueueLoop,
  type QueueLoopTimings,
  startQueueLoop,
} from '../../queue-loop';
import { DEFAULT_MAIL_SENDER_SETTINGS, type MailSenderDeps, sendDueMails } from './sender';

// Runs the mail sender on this instance from ready to shutdown (see startQueueLoop): every pollMs, sooner
// when a mail was queued here (wake). The transport is closed after the last run on shutdown.

export type MailSenderTimings = QueueLoopTimings;
export type MailSenderLoop = QueueLoop;

export function startMailSenderLoop(
  app: FastifyInstance,
  deps: MailSenderDeps,
  timings: MailSenderTimings = DEFAULT_QUEUE_LOOP_TIMINGS,
): MailSenderLoop {
  return startQueueLoop(app, {
    run: (signal) => sendDueMails(deps, signal),
    batch: deps.settings?.batch ?? DEFAULT_MAIL_SENDER_SETTINGS.batch,
    failureLog: 'sending mail failed',
    timings,
    afterClose: () => deps.transport.close(),
  });
}
