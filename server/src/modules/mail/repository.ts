import type { Db, Queryable } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Mail } from './mail';

// Tables owned (no other module writes them): mail_outbox.
// The mail outbox table: mails in, one due mail leased at a time, its outcome recorded.

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Queues a mail, due at once; call it inside the transaction of the action that asks for it. */
export async function enqueueMail(tx: Queryable, mail: Mail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Takes the oldest due mail and leases it until `leaseUntil`, so that no other sender takes it while it is
 * being sent; rows another sender is leasing right now are skipped (FOR UPDATE SKIP LOCKED).
 */
export function leaseDueMail(db: Db, now: Date, leaseUntil: Date): Promise<QueuedMail | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    await tx.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(eq(mailOutbox.id, due.id));
    return due;
  });
}

export type MailOutcome =
  | { status: 'sent'; attempts: number; sentAt: Date; lastError: null }
  | { status: 'queued'; attempts: number; nextAttemptAt: Date; lastError: string }
  | { status: 'failed'; attempts: number; lastError: string };

export async function recordMailOutcome(db: Db, id: number, outcome: MailOutcome): Promise<void> {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
}

/** Mails waiting to be sent (queued, due or not). */
export async function countQueuedMail(db: Queryable): Promise<number> {
  const [row] = await db.select({ queued: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
  return row?.queued ?? 0;
}
