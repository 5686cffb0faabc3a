import { List, Table, Text } from '@mantine/core';
import type { ImportSpec } from '../../../shared/csv/import-columns';
import type { ImportAnswer } from './import.api';

/** The dry run's findings: every row with a problem, each message as the form gives it. */
export function ImportProblems({ spec, answer }: { spec: ImportSpec; answer: ImportAnswer }) {
  const labelOf = (field: string) =>
    spec.columns.find((column) => column.field === field)?.label ?? 'Row';
  if (answer.problems.length === 0) {
    return (
      <Text role="status">
        {answer.rowCount === 1
          ? 'The row passed the checks and can be imported.'
          : `All ${answer.rowCount} rows passed the checks and can be imported.`}
      </Text>
    );
  }
  return (
    <>
      <Text role="alert" c="red.8" fw={500}>
        {answer.rowCount === 1
          ? 'The row has problems.'
          : `${answer.problems.length} of ${answer.rowCount} rows ${answer.problems.length === 1 ? 'has' : 'have'} problems.`}{' '}
        Nothing can be imported until they are fixed: correct the file and choose it again, or
        change the columns.
      </Text>
      <Table.ScrollContainer minWidth={300} maxHeight={360}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Problems</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.problems.map((problem) => (
              <Table.Tr key={problem.row}>
                <Table.Th scope="row">{problem.row}</Table.Th>
                <Table.Td>
                  <List size="sm" spacing={2}>
                    {problem.errors.map((error) => (
                      <List.Item key={error.field}>
                        {labelOf(error.field)}
                        {error.column ? ` (column ${error.column})` : ''}: {error.message}
                      </List.Item>
                    ))}
                    {problem.duplicates.map((reason) => (
                      <List.Item key={reason}>Duplicate: {reason}</List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
