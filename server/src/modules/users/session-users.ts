import { type ChangeNotices, EVERYTHING, SESSION_USERS_CHANNEL } from '@server/db/change-notices';
import type { Db } from '@server/db/client';
import { findSessionUser, type UserRecord } from './repository';

// The signed-in user behind an access token, checked on every authenticated request (so a role
// change takes effect at once). The record is kept until the database announces a write to that user,
// their roles or their sessions (db/change-notices.ts); a request uses it only once every announcement of
// a write committed before it has been heard, and reads the database when announcements may be lost.

/** Also bounds how late a session family's 30-day expiry, a time rather than a write, is noticed. */
const KEEP_MS = 30_000;
const MAX_USERS = 10_000;

interface Entry {
  record: UserRecord;
  keptUntil: number;
}

export interface SessionUsers {
  /**
   * The user, if the session family behind the token is still live; else null. As current as at `since`
   * (`performance.now()`, by default the call).
   */
  find(userId: number, familyId: string, since?: number): Promise<UserRecord | null>;
  /**
   * The user `find` would answer from what is kept, when that can be told without waiting (every notice
   * before `since` heard already); null when `find` must be asked.
   */
  keptRecord(userId: number, familyId: string, since: number): UserRecord | null;
}

export function createSessionUsers(
  db: Db,
  notices: ChangeNotices,
  now: () => number = Date.now,
): SessionUsers {
  const read = async (userId: number, familyId: string) => {
    const row = await findSessionUser(db, userId, familyId);
    if (!row?.sessionActive) return null;
    const { sessionActive: _, ...record } = row;
    return record;
  };
  // The records kept, by user id and then session family.
  const kept = new Map<number, Map<string, Entry>>();
  // Bumped by every notice: a read that started before one may have seen the old rows, so it is not kept.
  let generation = 0;
  const forget = (payload: string) => {
    generation++;
    if (payload === EVERYTHING) kept.clear();
    else for (const id of payload.split(',')) kept.delete(Number(id));
  };
  notices.listen(SESSION_USERS_CHANNEL, forget);

  const keptEntry = (userId: number, familyId: string) => {
    const entry = kept.get(userId)?.get(familyId);
    return entry && entry.keptUntil > now() ? entry.record : null;
  };
  return {
    keptRecord: (userId, familyId, since) =>
      notices.caughtUpAlready(since) ? keptEntry(userId, familyId) : null,
    async find(userId, familyId, since) {
      if (!(await notices.caughtUp(since))) return read(userId, familyId);
      const keptRecord = keptEntry(userId, familyId);
      if (keptRecord) return keptRecord;
      const readAt = generation;
      const record = await read(userId, familyId);
      if (!record) kept.get(userId)?.delete(familyId);
      else if (readAt === generation) {
        if (kept.size >= MAX_USERS) kept.clear();
        const families = kept.get(userId) ?? new Map<string, Entry>();
        families.set(familyId, { record, keptUntil: now() + KEEP_MS });
        kept.set(userId, families);
      }
      return record;
    },
  };
}
