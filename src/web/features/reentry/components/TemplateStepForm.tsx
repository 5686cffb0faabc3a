import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { daysFromReleaseHint } from '../../../../shared/domain/reentry/due-dates';
import { reentryStepTemplateDeclaration } from '../../../../shared/domain/reentry/reentry-step-template.record';
import { reentryStepTemplateInputSchema } from '../../../../shared/domain/reentry/reentry-step.schema';
import { formLabel } from '../../../components/records/declared/labels';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import {
  useCreateTemplateStep,
  useUpdateTemplateStep,
  type TemplateStep,
} from '../api/reentry-plan-template.api';

const { fields } = reentryStepTemplateDeclaration;

/** Add a step to the default reentry plan, or change one (product.md §3.3.1). */
export function TemplateStepForm({
  step,
  onClose,
}: {
  /** null: add a step. */
  step: TemplateStep | null;
  onClose: () => void;
}) {
  const createStep = useCreateTemplateStep();
  const updateStep = useUpdateTemplateStep();
  const form = useForm<{ title: string; offsetDays: string; [field: string]: unknown }>({
    initialValues: {
      title: step?.title ?? '',
      offsetDays: step?.offsetDays == null ? '' : String(step.offsetDays),
    },
    validate: validateWith(reentryStepTemplateInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: (values) => {
      const parsed = reentryStepTemplateInputSchema.parse(values);
      return step
        ? updateStep.mutateAsync({ id: step.id, expectedVersion: step.version, ...parsed })
        : createStep.mutateAsync(parsed);
    },
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title={step ? `Default plan step: ${step.title}` : 'Add Step to the Default Plan'}
      submitLabel={step ? 'Save Step' : 'Add Step'}
      {...modalProps}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={formLabel(fields.title)} required {...form.getInputProps('title')} />
        <TextInput
          label={formLabel(fields.offsetDays)}
          inputMode="numeric"
          description={daysFromReleaseHint(form.values.offsetDays)}
          {...form.getInputProps('offsetDays')}
        />
      </SimpleGrid>
    </RecordFormModal>
  );
}
