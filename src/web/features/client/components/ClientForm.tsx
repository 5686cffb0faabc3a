import { Checkbox, Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from '../../../../shared/domain/client/client.enums';
import { makeClientInputSchema } from '../../../../shared/domain/client/client.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions, fullName } from '../../../lib/format';
import type { Facility } from '../../facility/api/facility.api';
import type { VolunteerName } from '../../volunteer/api/volunteer.api';
import { useCreateClient, useUpdateClient, type Client } from '../api/client.api';
import { clientToForm, emptyClientForm, type ClientFormState } from './client-form-values';

interface ClientFormProps {
  /** null: add a new client. */
  client: Client | null;
  facilities: readonly Pick<Facility, 'id' | 'name'>[];
  volunteers: readonly VolunteerName[];
  onClose: () => void;
  onReload: () => void;
}

const LIST_HINT = 'Separate items with commas';

/**
 * Add or edit a client (spec §3.3 Reading A, §5.2). Choosing incarcerated shows the facility,
 * expected release date and reentry plan; choosing the community shows address, employment,
 * housing and community support (spec §2.5).
 */
export function ClientForm({ client, facilities, volunteers, onClose, onReload }: ClientFormProps) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const schema = makeClientInputSchema({ facilitiesExist: facilities.length > 0 });
  const form = useForm<ClientFormState>({
    initialValues: client ? clientToForm(client) : emptyClientForm(),
    validate: validateWith(schema),
  });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: async (values) => {
      const input = schema.parse(values);
      return client
        ? updateClient.mutateAsync({ ...input, id: client.id, expectedVersion: client.version })
        : createClient.mutateAsync(input);
    },
    onSaved: () => {
      notifications.show({ color: 'brand', message: client ? 'Client updated' : 'Client created' });
      onClose();
    },
  });
  const incarcerated = form.values.incarcerated;

  return (
    <RecordFormModal
      title={client ? 'Edit Client' : 'Add New Client'}
      submitLabel={client ? 'Save Changes' : 'Create Client'}
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      <Fieldset legend="Basic Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Preferred Name" required {...form.getInputProps('preferredName')} />
          <TextInput
            label="Client ID"
            description={client ? undefined : 'Leave empty to number the client automatically'}
            {...form.getInputProps('clientId')}
          />
          <TextInput label="First Name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" {...form.getInputProps('lastName')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Contact Number" type="tel" {...form.getInputProps('contactNumber')} />
          <TextInput label="Age" required inputMode="numeric" {...form.getInputProps('age')} />
          <Select
            label="Gender"
            required
            allowDeselect={false}
            data={enumOptions(CLIENT_GENDERS)}
            {...form.getInputProps('gender')}
          />
          <TextInput label="Language" description={LIST_HINT} {...form.getInputProps('language')} />
          <Select
            label="Status"
            required
            allowDeselect={false}
            data={enumOptions(CLIENT_STATUSES)}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Current Location">
        <Checkbox
          label="Incarcerated"
          description="Untick for a client living in the community"
          mb="sm"
          {...form.getInputProps('incarcerated', { type: 'checkbox' })}
        />
        {incarcerated ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Facility"
              required={facilities.length > 0}
              searchable
              clearable
              nothingFoundMessage="No facility has that name"
              data={facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
              {...form.getInputProps('facilityId')}
            />
            <TextInput
              label="Expected Release Date"
              type="date"
              {...form.getInputProps('releaseDate')}
            />
            <Checkbox
              label="Has a reentry plan"
              {...form.getInputProps('reentryPlan', { type: 'checkbox' })}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label="Current Address"
              required
              autosize
              minRows={2}
              {...form.getInputProps('currentAddress')}
            />
            <TextInput
              label="Community Support"
              description={LIST_HINT}
              {...form.getInputProps('communitySupport')}
            />
            <Select
              label="Employment Status"
              required
              data={enumOptions(EMPLOYMENT_STATUSES)}
              {...form.getInputProps('employmentStatus')}
            />
            <Select
              label="Housing Status"
              required
              data={enumOptions(HOUSING_STATUSES)}
              {...form.getInputProps('housingStatus')}
            />
          </SimpleGrid>
        )}
      </Fieldset>

      <Fieldset legend="Religious Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Religious Status"
            required
            allowDeselect={false}
            data={enumOptions(RELIGIOUS_STATUSES)}
            {...form.getInputProps('religiousStatus')}
          />
          <TextInput
            label="Conversion Date"
            type="date"
            {...form.getInputProps('conversionDate')}
          />
          <TextInput
            label="Programs Attended"
            description={LIST_HINT}
            {...form.getInputProps('programsAttended')}
          />
          <TextInput
            label="Interest Areas"
            description={LIST_HINT}
            {...form.getInputProps('interestAreas')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Tracking Information">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First Contact Date"
            type="date"
            required
            {...form.getInputProps('firstContactDate')}
          />
          <TextInput
            label="Last Contact Date"
            type="date"
            {...form.getInputProps('lastContactDate')}
          />
          <TextInput label="Follow-up Date" type="date" {...form.getInputProps('followUpDate')} />
          <Select
            label="Assigned Volunteer"
            searchable
            clearable
            placeholder="Not assigned"
            nothingFoundMessage="No volunteer has that name"
            data={volunteers.map((volunteer) => ({
              value: volunteer.id,
              label: fullName(volunteer),
            }))}
            {...form.getInputProps('assignedVolunteerId')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Notes and Special Requirements">
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <Textarea
            label="Special Needs"
            autosize
            minRows={2}
            {...form.getInputProps('specialNeeds')}
          />
          <Textarea
            label="Accommodations"
            autosize
            minRows={2}
            {...form.getInputProps('accommodations')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Consent">
        <Checkbox
          label="The client has given consent"
          required
          mb="sm"
          {...form.getInputProps('consentGiven', { type: 'checkbox' })}
        />
        <Checkbox
          label="The client agrees to how their data is used"
          required
          {...form.getInputProps('dataUsageConsent', { type: 'checkbox' })}
        />
      </Fieldset>
    </RecordFormModal>
  );
}
