import { LoadError } from '../../../components/LoadError';
import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { CONTACT_KINDS } from '../../../../shared/domain/contact-log/contact-log.enums';
import {
  contactLogDefaults,
  contactLogInputSchema,
} from '../../../../shared/domain/contact-log/contact-log.schema';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { formatDay, programmeToday } from '../../../lib/date-format';
import { enumOptions, humanize } from '../../../lib/format';
import { useContactLogs, useCreateContactLog } from '../api/contact-log.api';
import { contactLogDeclaration } from '../../../../shared/domain/contact-log/contact-log.record';
import { formLabel } from '../../../components/records/declared/labels';

const { fields } = contactLogDeclaration;

/** The untouched form is no contact: it would save an empty visit dated today (product.md §12). */
export const UNTOUCHED_CONTACT =
  'Write what happened in the notes, or change the date or type, before adding a contact.';

interface ContactLogSectionProps {
  clientId: string;
  /** What to call an entry's author: their id, and the name the entry carries (null: none). */
  authorName: (id: string, name: string | null) => string;
  /** Nothing more is recorded (an anonymised client): the log is shown without the form. */
  closed?: boolean;
}

/** The client's contact log, newest first, and a form to add an entry (product.md §12). */
export function ContactLogSection({
  clientId,
  authorName,
  closed = false,
}: ContactLogSectionProps) {
  const logs = useContactLogs(clientId);
  const createLog = useCreateContactLog();
  const form = useForm({
    initialValues: { clientId, kind: 'VISIT', notes: '', ...contactLogDefaults(programmeToday()) },
    validate: validateWith(contactLogInputSchema),
  });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: (values) => createLog.mutateAsync(contactLogInputSchema.parse(values)),
    onSaved: () => {
      form.setFieldValue('notes', '');
      // The next entry must be touched again too.
      form.resetDirty({ ...form.getValues(), notes: '' });
    },
  });
  const addContact = (event?: FormEvent<HTMLFormElement>) => {
    if (form.isDirty()) return submit(event);
    event?.preventDefault();
    form.setFieldError('notes', UNTOUCHED_CONTACT);
  };

  return (
    <Stack gap="sm">
      {logs.isPending && <Loader size="sm" aria-label="Loading contact log" />}
      {logs.isError && (
        <LoadError
          message="Failed to load the contact log."
          detail={logs.error.message}
          onRetry={() => void logs.refetch()}
        />
      )}
      {logs.isSuccess && logs.data.length === 0 && <Text size="sm">No contacts recorded yet.</Text>}
      {logs.isSuccess && logs.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {logs.data.map((log) => (
            <li key={log.id}>
              <Text size="sm" fw={600}>
                {formatDay(log.date)} · {humanize(log.kind)} ·{' '}
                {authorName(log.volunteerId, log.volunteerName)}
              </Text>
              {log.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {log.notes}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {!closed && (
        <form onSubmit={addContact} noValidate aria-label="Add contact">
          <Stack gap="xs">
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={formLabel(fields.date)}
                type="date"
                required
                {...form.getInputProps('date')}
              />
              <Select
                label={formLabel(fields.kind)}
                required
                allowDeselect={false}
                data={enumOptions(CONTACT_KINDS)}
                {...form.getInputProps('kind')}
              />
            </Group>
            <Textarea
              label={formLabel(fields.notes)}
              autosize
              minRows={2}
              {...form.getInputProps('notes')}
            />
            {failure && (
              <Alert color="red" role="alert" title={failure.title}>
                {failure.detail}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={saving}>
                Add Contact
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
