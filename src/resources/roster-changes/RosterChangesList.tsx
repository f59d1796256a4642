import { ROSTER_CHANGE_STATUSES } from '@domain/roster-change-rules';
import { StatusQueueList } from '@/components/StatusQueueList';
import { RosterChangeRows } from './RosterChangeRows';
import { text } from './resourceName';

/** /admin/roster-changes: the changes waiting for a decision, oldest first, as a queue to work through. */
export default function RosterChangesList() {
  return (
    <StatusQueueList
      text={text}
      statuses={ROSTER_CHANGE_STATUSES}
      waiting="Pending"
      Rows={RosterChangeRows}
    />
  );
}
