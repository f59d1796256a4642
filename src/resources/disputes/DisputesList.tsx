import { DISPUTE_STATUSES } from '@domain/match-rules';
import { StatusQueueList } from '@/components/StatusQueueList';
import { DisputeRows } from './DisputeRows';
import { text } from './resourceName';

/** /admin/disputes: the captains' disputes, the open ones first, oldest first, as a queue to work through. */
export default function DisputesList() {
  return <StatusQueueList text={text} statuses={DISPUTE_STATUSES} waiting="Open" Rows={DisputeRows} />;
}
