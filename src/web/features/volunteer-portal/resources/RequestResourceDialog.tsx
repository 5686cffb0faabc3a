import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  RESOURCE_REQUEST_DEFAULTS,
  resourceRequestInputSchema,
} from '../../../../shared/domain/resource-request/resource-request.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import type { Resource } from '../../resource/api/resource.api';
import { useCreateResourceRequest } from '../../resource-request/api/resource-request.api';

export interface FacilityOption {
  value: string;
  label: string;
}

/**
 * A volunteer's Request (decisions §3): how many, for which of their facilities, and why. The
 * server records them as the requester; an admin then decides. Like the admins' request form,
 * plus the facility (another feature's form cannot be imported here: lint boundary).
 */
export function RequestResourceDialog({
  resource,
  facilities,
  facilityId,
  onClose,
}: {
  resource: Resource;
  /** The volunteer's facilities where this resource is offered. */
  facilities: FacilityOption[];
  facilityId: string | null;
  onClose: () => void;
}) {
  const createRequest = useCreateResourceRequest();
  const form = useForm({
    initialValues: {
      resourceId: resource.id,
      facilityId: facilityId ?? '',
      quantity: String(RESOURCE_REQUEST_DEFAULTS.quantity),
      notes: '',
    },
    validate: validateWith(resourceRequestInputSchema),
  });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: (values) => createRequest.mutateAsync(resourceRequestInputSchema.parse(values)),
    onSaved: () => {
      notifications.show({
        color: 'brand',
        message: `Resource "${resource.title}" has been requested.`,
      });
      onClose();
    },
  });
  return (
    <RecordFormModal
      title={`Request ${resource.title}`}
      submitLabel="Send Request"
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm">In stock: {resource.quantity}</Text>
      <Select
        label="For facility"
        data={facilities}
        allowDeselect={false}
        {...form.getInputProps('facilityId')}
      />
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
