import { RecordDetails } from '../RecordDetails';
import { RecordHistory } from './RecordHistory';

export interface HistoryTarget {
  recordType: string;
  recordId: string;
  /** How the record is called: "History of Riverside". */
  name: string;
}

/**
 * A record's history in the details panel's place, for record types whose card already shows
 * every field and so have no details view (facilities, schedules).
 */
export function HistoryPanel({ target, onClose }: { target: HistoryTarget; onClose: () => void }) {
  return (
    <RecordDetails title={`History of ${target.name}`} name={target.name} onClose={onClose}>
      <RecordHistory recordType={target.recordType} recordId={target.recordId} />
    </RecordDetails>
  );
}
