import { translate } from '@domain/i18n';
import type { Config } from '@server/config';
import type { Queryable } from '@server/db/client';
import type { App } from '@server/http/types';
import fp from 'fastify-plugin';
import type { Mail } from './mail';
import { countQueuedMail, enqueueMail } from './repository';
import type { MailSenderSettings } from './sender';
import { type MailSenderLoop, type MailSenderTimings, startMailSenderLoop } from './sender-loop';
import { logTransport, type MailTransport, smtpTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a mail in the caller's transaction; the sender job sends it (SMTP_URL) or logs it. */
    mail: MailService;
  }
}

export interface MailService {
  queue(tx: Queryable, mail: Mail): Promise<void>;
  /** Mails waiting to be sent. */
  queuedCount(): Promise<number>;
}

export interface MailOptions {
  config: Config;
  sender?: { timings?: MailSenderTimings; settings?: Partial<MailSenderSettings> };
}

export const mailPlugin = fp<MailOptions>(
  async (app: App, { config, sender }) => {
    const smtpUrl = config.mail.smtpUrl;
    let transport: MailTransport;
    if (smtpUrl) {
      transport = smtpTransport(smtpUrl, config.mail.from);
    } else {
      transport = logTransport(app.log);
      app.log.info(translate('app.errors.mail.loggedInsteadOfSent'));
    }
    let loop: MailSenderLoop | undefined;
    app.decorate('mail', {
      async queue(tx, mail) {
        await enqueueMail(tx, mail, app.clock.now());
        loop?.wake();
      },
      queuedCount: () => countQueuedMail(app.db),
    });
    loop = startMailSenderLoop(
      app,
      { db: app.db, clock: app.clock, transport, log: app.log, settings: sender?.settings },
      sender?.timings,
    );
  },
  { name: 'mail' },
);
