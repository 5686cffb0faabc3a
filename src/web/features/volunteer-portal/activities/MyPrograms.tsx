import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { RecordListView } from '../../../components/records/RecordListView';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useRecordEditing } from '../../../components/records/useRecordEditing';
import { useToday } from '../../../lib/use-now';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import {
  fetchProgram,
  PROGRAMS_KEY,
  useDeleteProgram,
  useProgramList,
  type Program,
} from '../../program/api/program.api';
// The volunteer portal reuses the admin form with its lead-volunteer props (decision 014).
import { ProgramForm } from '../../program/components/ProgramForm';
import { MyProgramCard } from './MyProgramCard';

/**
 * The programs the volunteer leads (product.md §12): create one (they lead it), edit it while
 * SCHEDULED, record attendance and feedback once it has happened, delete it while SCHEDULED.
 */
export function MyPrograms({ volunteerId }: { volunteerId: string }) {
  // Newest date first: coming programs and the latest past ones before older history.
  const list = useProgramList({ volunteerId, sortDirection: 'DESC' }, 'programs');
  const editing = useRecordEditing(fetchProgram);
  // Which form the program opens in: its plan, or what happened.
  const [attendanceOnly, setAttendanceOnly] = useState(false);
  const deleteProgram = useDeleteProgram();
  const deletion = useConfirmDelete<Program>({
    remove: (program) => deleteProgram.mutateAsync(program.id),
    nameOf: (program) => program.title,
    failedMessage: 'Failed to delete program. Please try again.',
  });
  // Each program names its facility (decision 055): a renamed facility renames it.
  useLiveUpdates(['Program', 'Facility'], [PROGRAMS_KEY, FACILITIES_KEY]);

  const today = useToday();
  const open = (program: Program | null, attendance: boolean) => {
    setAttendanceOnly(attendance);
    if (program) editing.edit(program);
    else editing.add();
  };

  return (
    <>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Text>Programs you lead.</Text>
        <Button onClick={() => open(null, false)}>Create New Program</Button>
      </Group>
      <RecordListView
        list={list}
        plural="programs"
        searchable={false}
        emptyText='You do not lead any programs yet. Click "Create New Program" to add one.'
        itemKey={(program) => program.id}
        renderItem={(program) => (
          <MyProgramCard
            program={program}
            today={today}
            onEdit={() => open(program, false)}
            onRecordAttendance={() => open(program, true)}
            onDelete={() => deletion.ask(program)}
          />
        )}
      />
      {editing.form.mode !== 'closed' && (
        <ProgramForm
          key={`${editing.formKey}:${attendanceOnly}`}
          program={editing.editing}
          leadVolunteerId={volunteerId}
          attendanceOnly={attendanceOnly}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
