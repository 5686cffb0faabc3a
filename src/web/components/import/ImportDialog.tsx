import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { countOf } from '../../lib/format';
import {
  IMPORTS_WITH_ACCOUNTS,
  IMPORT_SPECS,
  type ImportRecordType,
} from '../../../shared/csv/import-columns';
import {
  proposeMapping,
  unmappedRequired,
  type ImportMapping,
} from '../../../shared/csv/import-values';
import { ImportFileStep, type ChosenFile } from './ImportFileStep';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportProblems } from './ImportProblems';
import { useImportRecords, type ImportAnswer } from './import.api';

/**
 * The import screen (decision 023): choose a file → map its columns → check every row (a dry
 * run on the server, with the form's messages) → import, allowed only once no row has a problem.
 */
export function ImportDialog({
  recordType,
  onClose,
}: {
  recordType: ImportRecordType;
  onClose: () => void;
}) {
  const spec = IMPORT_SPECS[recordType];
  const isPhone = useMediaQuery('(max-width: 48em)');
  const run = useImportRecords();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [sendInvitations, setSendInvitations] = useState(true);
  const busy = run.isPending;

  const start = (chosen: ChosenFile | null) => {
    setFile(chosen);
    setMapping(chosen ? proposeMapping(spec, chosen.headers) : {});
    setAnswer(null);
    run.reset();
  };
  const submit = (dryRun: boolean) => {
    if (!file) return;
    run.mutate(
      { recordType, csv: file.text, mapping, dryRun, sendInvitations },
      { onSuccess: setAnswer },
    );
  };
  const missing = unmappedRequired(spec, mapping);
  const checked = answer !== null && answer.problems.length === 0;
  const done = answer !== null && !answer.dryRun && answer.imported > 0;
  const invites = IMPORTS_WITH_ACCOUNTS.has(recordType);

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={`Import ${spec.plural}`}
      size="xl"
      fullScreen={isPhone}
    >
      <Stack>
        {!file && <ImportFileStep spec={spec} onChosen={start} />}
        {file && !done && (
          <>
            <Text size="sm" fw={500}>
              File: {file.name}
              {file.encoding !== 'UTF-8' &&
                ` (read as ${file.encoding}: check the names in the check below)`}
            </Text>
            <ImportMappingStep
              spec={spec}
              headers={file.headers}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setAnswer(null);
              }}
            />
            {answer && <ImportProblems spec={spec} answer={answer} />}
            {invites && checked && answer.accounts > 0 && (
              <Checkbox
                label={`E-mail an invitation to each of the ${answer.accounts} new sign-in accounts`}
                checked={sendInvitations}
                onChange={(event) => setSendInvitations(event.currentTarget.checked)}
              />
            )}
          </>
        )}
        {done && (
          <Text role="status">
            {`Imported ${countOf(answer.imported, spec.recordType, spec.plural)}.`}
            {invites && sendInvitations && answer.accounts > 0
              ? answer.accounts === 1
                ? ' An invitation is being e-mailed to the new account.'
                : ` Invitations are being e-mailed to the ${answer.accounts} new accounts.`
              : ''}
          </Text>
        )}
        {run.error && (
          <Alert color="red" role="alert" title="The file could not be imported">
            {run.error.message}
          </Alert>
        )}
        {missing.length > 0 && file && !done && (
          <Text size="sm" c="red.8">
            Choose a column for: {missing.map((column) => column.label).join(', ')}.
          </Text>
        )}
        <Group justify="flex-end">
          {file && !done && (
            <Button variant="default" onClick={() => start(null)} disabled={busy}>
              Choose another file
            </Button>
          )}
          {file && !done && !checked && (
            <Button onClick={() => submit(true)} loading={busy} disabled={missing.length > 0}>
              Check rows
            </Button>
          )}
          {file && !done && checked && (
            <Button onClick={() => submit(false)} loading={busy}>
              {`Import ${countOf(answer.rowCount, spec.recordType, spec.plural)}`}
            </Button>
          )}
          {(done || !file) && (
            <Button variant={done ? 'filled' : 'default'} onClick={onClose}>
              {done ? 'Done' : 'Cancel'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
