import { useForm } from '@mantine/form';
import { checkInLabel } from '../../../../shared/domain/reentry/check-ins';
import { reentryCheckInDeclaration } from '../../../../shared/domain/reentry/reentry-check-in.record';
import { reentryCheckInInputSchema } from '../../../../shared/domain/reentry/reentry-check-in.schema';
import type { CheckInPoint } from '../../../../shared/domain/reentry/reentry.enums';
import { DeclaredFormSections } from '../../../components/records/declared/DeclaredFormSections';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { programmeToday } from '../../../lib/date-format';
import { validateWith } from '../../../lib/form-validation';
import { facilityChoices } from '../../facility/api/facility.api';
import {
  useCreateReentryCheckIn,
  useUpdateReentryCheckIn,
  type ReentryCheckIn,
} from '../api/reentry-check-in.api';

type CheckInFormState = FormValuesOf<typeof reentryCheckInDeclaration.fields>;

interface CheckInFormProps {
  client: { id: string; preferredName: string };
  /** A check-in to correct, or the one to record. */
  checkIn: ReentryCheckIn | { checkpoint: CheckInPoint };
  onClose: () => void;
}

const PICKER_CHOICES = { facility: facilityChoices };

/**
 * Record a check-in after release, or correct one (product.md §3.3.2): the fields of the check-in's
 * declaration; the facility is asked for once "Returned to custody" is ticked, and which check-in
 * it was and the return stay as recorded.
 */
export function CheckInForm({ client, checkIn, onClose }: CheckInFormProps) {
  const createCheckIn = useCreateReentryCheckIn();
  const updateCheckIn = useUpdateReentryCheckIn();
  const stored = 'id' in checkIn ? checkIn : null;
  const form = useForm<CheckInFormState>({
    initialValues: toFormValues(
      reentryCheckInDeclaration,
      stored ?? {
        clientId: client.id,
        checkpoint: checkIn.checkpoint,
        heldOn: programmeToday(),
        returnedToCustody: false,
        communitySupport: [],
      },
    ),
    validate: validateWith(reentryCheckInInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: async (values) => {
      const input = reentryCheckInInputSchema.parse(values);
      if (!stored) return createCheckIn.mutateAsync(input);
      const { heldOn, housingStatus, employmentStatus, communitySupport, notes } = input;
      return updateCheckIn.mutateAsync({
        id: stored.id,
        expectedVersion: stored.version,
        heldOn,
        housingStatus,
        employmentStatus,
        communitySupport,
        notes,
      });
    },
    savedMessage: stored ? 'Check-in updated' : 'Check-in recorded',
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title={`${checkInLabel(checkIn.checkpoint)}: ${client.preferredName}`}
      submitLabel={stored ? 'Save Changes' : 'Record Check-in'}
      {...modalProps}
      onClose={onClose}
    >
      <DeclaredFormSections
        declaration={reentryCheckInDeclaration}
        form={form}
        isNew={stored === null}
        pickerChoices={PICKER_CHOICES}
        record={stored}
      />
    </RecordFormModal>
  );
}
