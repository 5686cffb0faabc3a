import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FieldList } from '../../../components/records/FieldList';
import { StatusTag } from '../../../components/records/StatusTag';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { declaredFields } from '../../../components/records/declared/declared-fields';
import type { Program } from '../../program/api/program.api';

// Filled tags in dark shades keep white text above 4.5:1 contrast.
const PROGRAM_STATUS_COLORS: Record<string, string> = {
  SCHEDULED: 'indigo.8',
  COMPLETED: 'brand.7',
  POSTPONED: 'grape.9',
  CANCELLED: 'gray.8',
};

/** product.md §12: the lead changes a program while it is SCHEDULED. */
function canChangeProgram(program: Pick<Program, 'status'>): boolean {
  return program.status === 'SCHEDULED';
}

/**
 * Attendance and feedback are recorded once the program has happened: it is COMPLETED, or
 * still SCHEDULED on or before today (the lead then marks it completed).
 */
function canRecordAttendance(program: Pick<Program, 'status' | 'date'>, today: string): boolean {
  return (
    program.status === 'COMPLETED' || (program.status === 'SCHEDULED' && program.date <= today)
  );
}

interface MyProgramCardProps {
  program: Program;
  /** The programme's today, YYYY-MM-DD. */
  today: string;
  onEdit: () => void;
  onRecordAttendance: () => void;
  onDelete: () => void;
}

/** One program the volunteer leads, as a card that fits a phone. */
export function MyProgramCard({
  program,
  today,
  onEdit,
  onRecordAttendance,
  onDelete,
}: MyProgramCardProps) {
  const titleId = useId();
  const changeable = canChangeProgram(program);
  const attendance = canRecordAttendance(program, today);
  const happened = program.status === 'COMPLETED' || program.attendees > 0;
  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {program.title}
          </Title>
          <StatusTag value={program.status} colors={PROGRAM_STATUS_COLORS} />
        </Group>
        <FieldList
          fields={[
            // Written as every page writes them; a program's date and times are already the
            // programme's, so they are never moved to another zone.
            ...declaredFields(programDeclaration, program, [
              'date',
              'startTime',
              'facilityId',
              'location',
              'type',
              'approvalStatus',
            ]),
            ...(happened
              ? [
                  {
                    label: 'Attendance',
                    value: `${program.attendees} attended, ${program.newAttendees} new`,
                  },
                ]
              : []),
            ...declaredFields(programDeclaration, program, ['feedback'], ['feedback']),
          ]}
        />
        {(changeable || attendance) && (
          <Group gap="xs">
            {changeable && (
              <Button variant="default" onClick={onEdit} aria-label={`Edit ${program.title}`}>
                Edit
              </Button>
            )}
            {attendance && (
              <Button
                variant="default"
                onClick={onRecordAttendance}
                aria-label={`Record attendance for ${program.title}`}
              >
                Record Attendance
              </Button>
            )}
            {changeable && (
              <Button
                variant="outline"
                color="red.9"
                onClick={onDelete}
                aria-label={`Delete ${program.title}`}
              >
                Delete
              </Button>
            )}
          </Group>
        )}
        {!changeable && !attendance && (
          <Text size="sm" c="dimmed">
            Only scheduled programs can be changed. Ask an admin if this one needs updating.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
