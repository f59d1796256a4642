import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mail } from './mail';

// How a mail leaves: over SMTP (SMTP_URL), or, without it, into the server log so a league without a mail
// server still gets its links.

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Connection and answer timeouts: a dead SMTP server fails the attempt quickly, never a request. */
const SMTP_TIMEOUT_MS = 10_000;

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A local test server offers no certificate a client could check; a real one must.
    tls: { rejectUnauthorized: !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}

export function logTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    async send(mail) {
      log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `Mail (not sent, SMTP_URL unset):\n${mail.text}`,
      );
    },
    close() {},
  };
}
