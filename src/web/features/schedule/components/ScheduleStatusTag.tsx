import { StatusTag } from '../../../components/records/StatusTag';

// Filled badges with dark shades keep white text above 4.5:1 contrast.
const SCHEDULE_STATUS_COLORS: Record<string, string> = {
  PENDING: 'indigo.8',
  APPROVED: 'brand.7',
  REJECTED: 'red.9',
  CANCELLED: 'gray.8',
};

export function ScheduleStatusTag({ status }: { status: string }) {
  return <StatusTag value={status} colors={SCHEDULE_STATUS_COLORS} />;
}
