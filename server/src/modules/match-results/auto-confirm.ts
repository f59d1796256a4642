import { AUTO_CONFIRM_AFTER_MS } from '@domain/match-rules';
import { recordMatchEvent } from '../matches/parties';
import { setOutcome } from '../matches/service';
import { unansweredReports } from './repository';
import { type Deps, lockForResult } from './steps';

/** At most this many reports are confirmed per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Confirms every report nobody confirmed or disputed within 24 h, each in its own transaction with the
 * locks a captain's confirmation takes. Another instance confirming the same report first leaves it
 * Confirmed, and the status is read again under the lock, so each report is confirmed once.
 * The number confirmed.
 */
export async function autoConfirmResults(
  { db, announcer, settlement }: Omit<Deps, 'clock'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_AFTER_MS);
  const due = await unansweredReports(db, cutoff, BATCH);
  let confirmed = 0;
  for (const id of due) {
    const done = await db.transaction(async (tx) => {
      const { match } = await lockForResult(tx, id);
      if (match.status !== 'Reported' || !match.reportedAt || match.reportedAt > cutoff) return false;
      await setOutcome(tx, id, { status: 'Confirmed', confirmedByUserId: null, confirmedAt: now });
      await recordMatchEvent(tx, id, { kind: 'resultAutoConfirmed', actor: null });
      await announcer.announce(tx, { kind: 'resultConfirmed', matchId: id, automatically: true });
      await settlement.afterSettled(tx, match, 'Confirmed', now);
      return true;
    });
    if (done) confirmed += 1;
  }
  return confirmed;
}
