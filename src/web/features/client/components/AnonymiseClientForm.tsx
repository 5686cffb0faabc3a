import { Alert, List, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { requiredText } from '../../../../shared/domain/common/text';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { useAnonymiseClient } from '../api/client-anonymise.api';

interface AnonymiseClientFormProps {
  client: { id: string; preferredName: string };
  onClose: () => void;
}

const schema = z.object({ reason: requiredText('Reason is required', 1000) });

/**
 * Anonymise a client for good (product.md §3.3.7): says what goes and what stays, and asks why;
 * the reason is kept in the client's history.
 */
export function AnonymiseClientForm({ client, onClose }: AnonymiseClientFormProps) {
  const anonymise = useAnonymiseClient();
  const form = useForm({ initialValues: { reason: '' }, validate: validateWith(schema) });
  const { modalProps } = useRecordSubmit(form, {
    save: (values) => anonymise.mutateAsync({ id: client.id, ...schema.parse(values) }),
    savedMessage: 'Client anonymised',
    onSaved: onClose,
  });
  return (
    <RecordFormModal
      title={`Anonymise ${client.preferredName}`}
      submitLabel="Anonymise Client"
      tone="danger"
      {...modalProps}
      onClose={onClose}
    >
      <Alert color="red" title="This cannot be undone">
        <List size="sm">
          <List.Item>
            Removed: names, e-mail, phone, address, conversion date, notes, special needs,
            accommodations, the sign-in account, and the reentry plan.
          </List.Item>
          <List.Item>
            Kept for the reports: gender, age band, facility, statuses, consents, and the month of
            each date.
          </List.Item>
          <List.Item>The history keeps who did what and when, without the values.</List.Item>
        </List>
      </Alert>
      <Textarea
        label="Reason"
        description="Kept in the history: say why (a request, the retention period), not who"
        required
        autosize
        minRows={2}
        {...form.getInputProps('reason')}
      />
    </RecordFormModal>
  );
}
