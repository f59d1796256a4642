import type { Db } from '@server/db/client';
import type { ListQuery } from '@server/http/list-params';
import type { Announcer } from './announcer';
import {
  type AnnouncementFilter,
  type AnnouncementSortField,
  countQueuedAnnouncements,
  listAnnouncements,
} from './repository';

// The module's service (app.announcements): queueing announcements, and the admins' list of them.

export interface AnnouncementService extends Announcer {
  list(query: ListQuery<AnnouncementSortField, AnnouncementFilter>): ReturnType<typeof listAnnouncements>;
  /** Announcements waiting to be posted. */
  queuedCount(): Promise<number>;
}

export function createAnnouncementService(db: Db, announcer: Announcer): AnnouncementService {
  return {
    announce: announcer.announce,
    list: (query) => listAnnouncements(db, query),
    queuedCount: () => countQueuedAnnouncements(db),
  };
}
