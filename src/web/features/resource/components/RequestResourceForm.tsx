import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  RESOURCE_REQUEST_DEFAULTS,
  resourceRequestInputSchema,
} from '../../../../shared/domain/resource-request/resource-request.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { useCreateResourceRequest } from '../../resource-request/api/resource-request.api';
import type { Resource } from '../api/resource.api';

export interface FacilityOption {
  value: string;
  label: string;
}

/**
 * The Request button (product.md §12): how many and why; an admin then decides. A volunteer also
 * says for which of their facilities (`facilities`); the server records who asked.
 */
export function RequestResourceForm({
  resource,
  facilities,
  facilityId = null,
  onClose,
}: {
  resource: Resource;
  /** The facilities the request may be for (a volunteer's own); none: no facility asked. */
  facilities?: FacilityOption[];
  facilityId?: string | null;
  onClose: () => void;
}) {
  const createRequest = useCreateResourceRequest();
  const form = useForm({
    initialValues: {
      resourceId: resource.id,
      ...(facilities ? { facilityId: facilityId ?? '' } : {}),
      quantity: String(RESOURCE_REQUEST_DEFAULTS.quantity),
      notes: '',
    },
    validate: validateWith(resourceRequestInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: (values) => createRequest.mutateAsync(resourceRequestInputSchema.parse(values)),
    savedMessage: `Resource "${resource.title}" has been requested.`,
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title={`Request ${resource.title}`}
      submitLabel="Send Request"
      {...modalProps}
      onClose={onClose}
    >
      <Text size="sm">In stock: {resource.quantity}</Text>
      {facilities && (
        <Select
          label="For facility"
          data={facilities}
          allowDeselect={false}
          {...form.getInputProps('facilityId')}
        />
      )}
      <TextInput
        label="Quantity"
        required
        inputMode="numeric"
        {...form.getInputProps('quantity')}
      />
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
    </RecordFormModal>
  );
}
