import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { daysFromReleaseHint } from '../../../../shared/domain/reentry/due-dates';
import { REENTRY_STEP_STATUSES } from '../../../../shared/domain/reentry/reentry.enums';
import { reentryStepDeclaration } from '../../../../shared/domain/reentry/reentry-step.record';
import { reentryStepInputSchema } from '../../../../shared/domain/reentry/reentry-step.schema';
import { formLabel } from '../../../components/records/declared/labels';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions } from '../../../lib/format';
import {
  useCreateReentryStep,
  useUpdateReentryStep,
  type ReentryStep,
} from '../api/reentry-step.api';

const { fields } = reentryStepDeclaration;

/** Who may own a step: an admin or the client's assigned volunteer (product.md §3.3.1). */
export interface OwnerChoice {
  value: string;
  label: string;
}

interface ReentryStepFormProps {
  clientId: string;
  /** null: add a step (admins). */
  step: ReentryStep | null;
  /** Admins change every field; a volunteer the status and the notes. */
  canManage: boolean;
  ownerChoices: OwnerChoice[];
  onClose: () => void;
}

interface StepFormValues {
  clientId: string;
  title: string;
  offsetDays: string;
  ownerId: string;
  status: string;
  notes: string;
  [field: string]: unknown;
}

/** Add a step to a client's plan, or change one (product.md §3.3.1). */
export function ReentryStepForm({
  clientId,
  step,
  canManage,
  ownerChoices,
  onClose,
}: ReentryStepFormProps) {
  const createStep = useCreateReentryStep();
  const updateStep = useUpdateReentryStep();
  const form = useForm<StepFormValues>({
    initialValues: {
      clientId,
      title: step?.title ?? '',
      offsetDays: step?.offsetDays == null ? '' : String(step.offsetDays),
      ownerId: step?.ownerId ?? '',
      status: step?.status ?? 'OPEN',
      notes: step?.notes ?? '',
    },
    validate: validateWith(reentryStepInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: async (values) => {
      const parsed = reentryStepInputSchema.parse(values);
      if (!step) return createStep.mutateAsync(parsed);
      const changes = canManage
        ? {
            title: parsed.title,
            offsetDays: parsed.offsetDays,
            ownerId: parsed.ownerId,
            status: parsed.status,
            notes: parsed.notes,
          }
        : { status: parsed.status, notes: parsed.notes };
      return updateStep.mutateAsync({ id: step.id, expectedVersion: step.version, ...changes });
    },
    onSaved: onClose,
  });
  const owners = [{ value: '', label: 'No owner' }, ...ownerChoices];

  return (
    <RecordFormModal
      title={step ? `Reentry step: ${step.title}` : 'Add Reentry Step'}
      submitLabel={step ? 'Save Step' : 'Add Step'}
      {...modalProps}
      onClose={onClose}
    >
      {canManage && (
        <>
          <TextInput label={formLabel(fields.title)} required {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={formLabel(fields.offsetDays)}
              inputMode="numeric"
              description={daysFromReleaseHint(form.values.offsetDays)}
              {...form.getInputProps('offsetDays')}
            />
            <Select
              label={formLabel(fields.ownerId)}
              allowDeselect={false}
              data={owners}
              {...form.getInputProps('ownerId')}
            />
          </SimpleGrid>
        </>
      )}
      <Select
        label={formLabel(fields.status)}
        required
        allowDeselect={false}
        data={enumOptions(REENTRY_STEP_STATUSES)}
        {...form.getInputProps('status')}
      />
      <Textarea
        label={formLabel(fields.notes)}
        autosize
        minRows={2}
        {...form.getInputProps('notes')}
      />
    </RecordFormModal>
  );
}
