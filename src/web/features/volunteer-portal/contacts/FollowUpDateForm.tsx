import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { optionalDate } from '../../../../shared/domain/common/dates';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { useUpdateClient, type Client } from '../../client/api/client.api';

/** The one field a volunteer changes here; the date rule is the client form's. */
const followUpSchema = z.object({ followUpDate: optionalDate() });

interface FollowUpDateFormProps {
  client: Client;
  onClose: () => void;
  /** Loads the client as now stored, after a conflict. */
  onReload: () => void;
}

/**
 * Moves or clears an assigned client's follow-up date (product.md §13: volunteers update the
 * clients assigned to them). Only the date is sent; the rest of the client stays as stored.
 */
export function FollowUpDateForm({ client, onClose, onReload }: FollowUpDateFormProps) {
  const updateClient = useUpdateClient();
  const form = useForm({
    initialValues: { followUpDate: client.followUpDate ?? '' },
    validate: validateWith(followUpSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: (values) =>
      updateClient.mutateAsync({
        ...followUpSchema.parse(values),
        id: client.id,
        expectedVersion: client.version,
      }),
    savedMessage: 'Follow-up date saved',
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title="Change Follow-up Date"
      submitLabel="Save Date"
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {client.preferredName} ({client.clientId})
      </Text>
      <TextInput
        label="Follow-up Date"
        type="date"
        description="Leave it empty when no follow-up is planned."
        {...form.getInputProps('followUpDate')}
      />
    </RecordFormModal>
  );
}
