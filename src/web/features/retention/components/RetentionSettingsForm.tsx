import { Alert, Button, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRecordSubmit } from '../../../components/records/record-submit';
import type { RetentionReview } from '../api/retention.api';
import { useUpdateRetentionSettings } from '../api/retention.api';

const PERIODS = [
  { name: 'closedClientYears', label: 'Closed clients', after: 'after their record last changed' },
  { name: 'contactLogYears', label: 'Contact-log entries', after: 'after their day' },
  { name: 'auditYears', label: 'History entries', after: 'after they were made' },
] as const;

/** The three periods, in whole years (product.md §3.3.8). */
export function RetentionSettingsForm({ settings }: { settings: RetentionReview['settings'] }) {
  const update = useUpdateRetentionSettings();
  const form = useForm({ initialValues: { ...settings } });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: (values) =>
      update.mutateAsync({
        closedClientYears: Number(values.closedClientYears),
        contactLogYears: Number(values.contactLogYears),
        auditYears: Number(values.auditYears),
      }),
    onSaved: () => notifications.show({ color: 'brand', message: 'Retention periods saved' }),
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Retention periods">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PERIODS.map((period) => (
          <NumberInput
            key={period.name}
            label={`${period.label} (years)`}
            description={`Kept this long ${period.after}`}
            min={1}
            max={100}
            allowDecimal={false}
            {...form.getInputProps(period.name)}
          />
        ))}
      </SimpleGrid>
      {failure && (
        <Alert color="red" role="alert" mt="md" title={failure.title}>
          {failure.detail}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={saving}>
          Save Periods
        </Button>
      </Group>
    </form>
  );
}
