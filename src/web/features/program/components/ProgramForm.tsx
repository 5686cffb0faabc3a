import { Checkbox, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { declaredInput } from '../../../components/records/declared/declared-input';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMemo, type ReactNode } from 'react';
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
import { enumOptions } from '../../../lib/format';
import { ReferenceSelect } from '../../../components/pickers/ReferenceSelect';
import { carriedName } from '../../../components/pickers/reference-choices';
import { facilityChoices } from '../../facility/api/facility.api';
import { useNotClearedFor, volunteerChoicesAt } from '../../volunteer/api/volunteer.api';
import { PlacementWarning } from '../../../components/records/PlacementWarning';
import { ClearanceOverrideField } from '../../../components/records/ClearanceOverrideField';
import { useCreateProgram, useUpdateProgram, type Program } from '../api/program.api';
import {
  emptyProgramForm,
  PROGRAM_ATTENDANCE_FIELDS,
  PROGRAM_CREATE_FIELDS,
  PROGRAM_EDIT_FIELDS,
  PROGRAM_LEAD_CREATE_FIELDS,
  PROGRAM_LEAD_EDIT_FIELDS,
  programToForm,
  type ProgramFormState,
} from './program-form-values';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { formLabel } from '../../../components/records/declared/labels';

const { fields } = programDeclaration;

const LIST_HINT = 'Separate items with commas';

interface ProgramFormProps {
  /** null: create a new program. */
  program: Program | null;
  /**
   * The volunteer portal (product.md §12, §13): this volunteer leads the program, so there is no
   * lead picker (a new program is sent with this id), and no approval fields (admins approve).
   */
  leadVolunteerId?: string;
  /**
   * Only what happened, for an existing program: status, attendance and, once it is
   * COMPLETED, feedback. Nothing else is sent.
   */
  attendanceOnly?: boolean;
  onClose: () => void;
  onReload: () => void;
}

/** What the form sends: the fields it shows. */
function fieldsToSend(editing: boolean, byLead: boolean, attendanceOnly: boolean) {
  if (attendanceOnly) return PROGRAM_ATTENDANCE_FIELDS;
  if (byLead) return editing ? PROGRAM_LEAD_EDIT_FIELDS : PROGRAM_LEAD_CREATE_FIELDS;
  return editing ? PROGRAM_EDIT_FIELDS : PROGRAM_CREATE_FIELDS;
}

/** The title, submit button and saved message of each of the form's uses. */
const TEXTS = {
  create: { title: 'Create New Program', submit: 'Create Program', saved: 'Program created' },
  edit: { title: 'Edit Program', submit: 'Save Changes', saved: 'Program updated' },
  attendance: { title: 'Record Attendance', submit: 'Save Attendance', saved: 'Attendance saved' },
} as const;

/**
 * Create or edit a program (product.md §2.7, §4.3, §5.5). A start time with no end, or an end not
 * after it, moves the end to start + 60 minutes. Editing adds the approval date, attendance
 * and, once the program is completed, its feedback. `leadVolunteerId` and `attendanceOnly` give
 * the lead volunteer's forms of the volunteer portal.
 */
export function ProgramForm({
  program,
  leadVolunteerId,
  attendanceOnly = false,
  onClose,
  onReload,
}: ProgramFormProps) {
  const createProgram = useCreateProgram();
  const updateProgram = useUpdateProgram();
  const byLead = leadVolunteerId !== undefined;
  const editing = program !== null;
  const attendance = attendanceOnly && editing;
  const texts = TEXTS[attendance ? 'attendance' : editing ? 'edit' : 'create'];
  const form = useForm<ProgramFormState>({
    initialValues: program
      ? programToForm(program)
      : { ...emptyProgramForm(), volunteerId: leadVolunteerId ?? '' },
    validate: validateWith(programInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: async (values) => {
      const input = pickFields(
        programInputSchema.parse(values),
        fieldsToSend(editing, byLead, attendance),
      );
      if (!program) return createProgram.mutateAsync(input);
      return updateProgram.mutateAsync({
        ...input,
        id: program.id,
        expectedVersion: program.version,
      });
    },
    savedMessage: texts.saved,
    onSaved: onClose,
  });
  const input = declaredInput(fields, form);
  const statusSelect = (
    <Select
      required
      allowDeselect={false}
      data={enumOptions(PROGRAM_STATUSES)}
      {...input('status')}
    />
  );

  return (
    <RecordFormModal
      title={texts.title}
      submitLabel={texts.submit}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      {attendance && program ? (
        <>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {program.title} · {program.date}
          </Text>
          {statusSelect}
          <AttendanceFields form={form} />
        </>
      ) : (
        <>
          <PlanFields
            form={form}
            program={program}
            withLead={!byLead}
            statusSelect={statusSelect}
          />
          {/* The lead volunteer records attendance in its own form (attendanceOnly). */}
          {editing && !byLead && <AttendanceFields form={form} withApprovalDate />}
        </>
      )}
    </RecordFormModal>
  );
}

/**
 * What is planned: title to follow-up. Without `withLead` (the lead volunteer's own form) there
 * is no lead picker and no approval status. The pickers search on the server; the program's
 * facility and lead are named by the names it carries (decision 055).
 */
function PlanFields({
  form,
  program,
  withLead,
  statusSelect,
}: {
  form: UseFormReturnType<ProgramFormState>;
  program: Program | null;
  withLead: boolean;
  statusSelect: ReactNode;
}) {
  const input = declaredInput(fields, form);
  const startTime = form.getInputProps('startTime');
  const { facilityId, volunteerId, date } = form.values;
  // Any volunteer may lead a program; the picker searches them on the server (decision 055),
  // saying who is cleared for the facility on the date, and the form warns before it saves
  // (product.md §3.2.1).
  const leadChoices = useMemo(() => volunteerChoicesAt(facilityId, date), [facilityId, date]);
  const notCleared = useNotClearedFor(volunteerId, facilityId, date);
  return (
    <>
      <TextInput required {...input('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          required
          allowDeselect={false}
          data={enumOptions(PROGRAM_TYPES)}
          {...input('type')}
        />
        <ReferenceSelect
          required
          choices={facilityChoices}
          chosenName={carriedName(program?.facilityId, program?.facilityName, facilityId)}
          {...input('facilityId')}
          value={facilityId || null}
          onChange={(value) => form.setFieldValue('facilityId', value ?? '')}
        />
        <TextInput required {...input('location')} />
        {withLead && (
          <ReferenceSelect
            required
            choices={leadChoices}
            chosenName={carriedName(program?.volunteerId, program?.volunteerName, volunteerId)}
            {...input('volunteerId')}
            value={volunteerId || null}
            onChange={(value) => form.setFieldValue('volunteerId', value ?? '')}
          />
        )}
        <TextInput type="date" required {...input('date')} />
        <SimpleGrid cols={2}>
          <TextInput
            label={formLabel(fields.startTime)}
            type="time"
            required
            {...startTime}
            onChange={(event) => {
              const start = event.currentTarget.value;
              form.setFieldValue('startTime', start);
              form.setFieldValue('endTime', defaultEndTime(start, form.getValues().endTime));
            }}
          />
          <TextInput type="time" required {...input('endTime')} />
        </SimpleGrid>
      </SimpleGrid>
      {/* Right under who, where and when, so that on a phone the warning is beside the lead. */}
      <PlacementWarning missing={notCleared} day={date} />
      {withLead && <ClearanceOverrideField form={form} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {statusSelect}
        {withLead && (
          <Select
            required
            allowDeselect={false}
            data={enumOptions(APPROVAL_STATUSES)}
            {...input('approvalStatus')}
          />
        )}
      </SimpleGrid>
      <Textarea required autosize minRows={2} {...input('description')} />
      <Textarea autosize minRows={2} {...input('curriculum')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput description={LIST_HINT} {...input('materialRequested')} />
        <TextInput description={LIST_HINT} {...input('resourcesUsed')} />
      </SimpleGrid>
      <Checkbox {...input('followUpNeeded', { type: 'checkbox' })} />
      <Textarea autosize minRows={2} {...input('followUpNotes')} />
    </>
  );
}

/**
 * Total and new attendees, and the feedback once the program is COMPLETED (product.md §2.7); admins
 * also see the approval date beside them.
 */
function AttendanceFields({
  form,
  withApprovalDate = false,
}: {
  form: UseFormReturnType<ProgramFormState>;
  withApprovalDate?: boolean;
}) {
  const input = declaredInput(fields, form);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: withApprovalDate ? 3 : 2 }}>
        {withApprovalDate && <TextInput type="date" {...input('approvalDate')} />}
        <TextInput inputMode="numeric" {...input('attendees')} />
        <TextInput
          inputMode="numeric"
          description="At most the total attendees"
          {...input('newAttendees')}
        />
      </SimpleGrid>
      {form.values.status === 'COMPLETED' && (
        <Textarea autosize minRows={2} {...input('feedback')} />
      )}
    </>
  );
}
