import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
} from '../../../../shared/domain/program/program.enums';
import { defaultEndTime } from '../../../../shared/domain/program/program.rules';
import { programInputSchema } from '../../../../shared/domain/program/program.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { pickFields } from '../../../lib/form-fields';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions, fullName } from '../../../lib/format';
import type { Facility } from '../../facility/api/facility.api';
import type { VolunteerName } from '../../volunteer/api/volunteer.api';
import { useCreateProgram, useUpdateProgram, type Program } from '../api/program.api';
import {
  emptyProgramForm,
  PROGRAM_CREATE_FIELDS,
  PROGRAM_EDIT_FIELDS,
  programToForm,
  type ProgramFormState,
} from './program-form-values';

const LIST_HINT = 'Separate items with commas';

interface ProgramFormProps {
  /** null: create a new program. */
  program: Program | null;
  facilities: readonly Pick<Facility, 'id' | 'name'>[];
  volunteers: readonly VolunteerName[];
  onClose: () => void;
  onReload: () => void;
}

/**
 * Create or edit a program (spec §2.7, §4.3, §5.5). A start time with no end, or an end not
 * after it, moves the end to start + 60 minutes. Editing adds the approval date, attendance
 * and, once the program is completed, its feedback.
 */
export function ProgramForm({
  program,
  facilities,
  volunteers,
  onClose,
  onReload,
}: ProgramFormProps) {
  const createProgram = useCreateProgram();
  const updateProgram = useUpdateProgram();
  const form = useForm<ProgramFormState>({
    initialValues: program ? programToForm(program) : emptyProgramForm(),
    validate: validateWith(programInputSchema),
  });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: async (values) => {
      const input = programInputSchema.parse(values);
      if (!program) return createProgram.mutateAsync(pickFields(input, PROGRAM_CREATE_FIELDS));
      return updateProgram.mutateAsync({
        ...pickFields(input, PROGRAM_EDIT_FIELDS),
        id: program.id,
        expectedVersion: program.version,
      });
    },
    onSaved: () => {
      notifications.show({
        color: 'brand',
        message: program ? 'Program updated' : 'Program created',
      });
      onClose();
    },
  });
  const startTime = form.getInputProps('startTime');

  return (
    <RecordFormModal
      title={program ? 'Edit Program' : 'Create New Program'}
      submitLabel={program ? 'Save Changes' : 'Create Program'}
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Type"
          required
          allowDeselect={false}
          data={enumOptions(PROGRAM_TYPES)}
          {...form.getInputProps('type')}
        />
        <Select
          label="Facility"
          required
          searchable
          data={facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
          {...form.getInputProps('facilityId')}
        />
        <TextInput label="Location within Facility" required {...form.getInputProps('location')} />
        <Select
          label="Lead Volunteer"
          required
          searchable
          data={volunteers.map((volunteer) => ({
            value: volunteer.id,
            label: fullName(volunteer),
          }))}
          {...form.getInputProps('volunteerId')}
        />
        <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
        <SimpleGrid cols={2}>
          <TextInput
            label="Start Time"
            type="time"
            required
            {...startTime}
            onChange={(event) => {
              const start = event.currentTarget.value;
              form.setFieldValue('startTime', start);
              form.setFieldValue('endTime', defaultEndTime(start, form.getValues().endTime));
            }}
          />
          <TextInput label="End Time" type="time" required {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <Select
          label="Status"
          required
          allowDeselect={false}
          data={enumOptions(PROGRAM_STATUSES)}
          {...form.getInputProps('status')}
        />
        <Select
          label="Approval Status"
          required
          allowDeselect={false}
          data={enumOptions(APPROVAL_STATUSES)}
          {...form.getInputProps('approvalStatus')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <Textarea label="Curriculum" autosize minRows={2} {...form.getInputProps('curriculum')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Materials Requested"
          description={LIST_HINT}
          {...form.getInputProps('materialRequested')}
        />
        <TextInput
          label="Resources Used"
          description={LIST_HINT}
          {...form.getInputProps('resourcesUsed')}
        />
      </SimpleGrid>
      <Checkbox
        label="Follow-up needed"
        {...form.getInputProps('followUpNeeded', { type: 'checkbox' })}
      />
      <Textarea
        label="Follow-up Notes"
        autosize
        minRows={2}
        {...form.getInputProps('followUpNotes')}
      />
      {program && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Approval Date" type="date" {...form.getInputProps('approvalDate')} />
          <TextInput
            label="Total Attendees"
            inputMode="numeric"
            {...form.getInputProps('attendees')}
          />
          <TextInput
            label="New Attendees"
            inputMode="numeric"
            description="At most the total attendees"
            {...form.getInputProps('newAttendees')}
          />
        </SimpleGrid>
      )}
      {program && form.values.status === 'COMPLETED' && (
        <Textarea label="Feedback" autosize minRows={2} {...form.getInputProps('feedback')} />
      )}
    </RecordFormModal>
  );
}
