/** Facility rules (product.md §3.4, §5.3). Admins write; volunteers read (permissions.ts). */
import {
  FACILITY_DEFAULTS,
  facilityInputSchema,
} from '../../../shared/domain/facility/facility.schema';
import { facilityDeclaration } from '../../../shared/domain/facility/facility.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import { createRecordService } from '../../db/record-service';
import type { RecordType } from '../../db/records';
import { facility } from '../../db/schema/facility';
import { AppError, parseInput } from '../../errors';

export const facilityRecord: RecordType<typeof facility> = {
  name: 'Facility',
  table: facility,
  sortColumn: facility.name,
  searchColumns: [facility.name, facility.address, facility.region],
  inUseAdvice: 'Move or remove them first.',
};

export const facilityService = createRecordService({
  record: facilityRecord,
  // Every facility is readable by whoever may read facilities at all: no record-level rule.
  prepareCreate: (input) => parseInput(facilityInputSchema, { ...FACILITY_DEFAULTS, ...input }),
  prepareUpdate: (current, sent) => {
    if (sent.email !== undefined) {
      // The form locks the e-mail when editing; the API keeps the same rule.
      throw new AppError('VALIDATION_FAILED', 'Email cannot be changed', {
        email: 'Email cannot be changed',
      });
    }
    return parseInput(facilityInputSchema, storedWithChanges(facilityDeclaration, current, sent));
  },
});
