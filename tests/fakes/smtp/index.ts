import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process: it takes every mail (any login or none), keeps it, and can be
// stopped and started again on the same port to play an SMTP server that is down for a while.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for finding links. */
  decoded: string;
}

export interface SmtpFake {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const linkPattern = (path: string) => new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`);

/** The link to the app's page `path` (with its token) in a mail's text. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = linkPattern(path).exec(mail.decoded)?.[0];
  if (!link) throw new Error(`no ${path} link in the mail:\n${mail.decoded}`);
  return link;
}

/** Matches a mail to `address` that carries a link to the app's page `path`. */
export const mailWithLink =
  (address: string, path: string) =>
  (mail: ReceivedMail): boolean =>
    mail.to.includes(address) && linkPattern(path).test(mail.decoded);

export const RESET_PAGE = '/reset-password';
export const VERIFY_PAGE = '/verify-email';

/** The reset link in a mail's text. */
export const resetLinkIn = (mail: ReceivedMail) => linkIn(mail, RESET_PAGE);
/** A mail to `address` with a password reset link. */
export const resetMailTo = (address: string) => mailWithLink(address, RESET_PAGE);

export async function startSmtpFake(port = 0): Promise<SmtpFake> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
  let server = newServer();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const actualPort = await listen(port);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    mails,
    waitForMail(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no matching mail arrived at the SMTP fake'));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop,
    async start() {
      if (running) return;
      server = newServer();
      await listen(actualPort);
      running = true;
    },
    close: stop,
  };
}
