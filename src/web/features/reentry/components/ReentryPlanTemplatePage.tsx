import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { offsetLabel } from '../../../../shared/domain/reentry/due-dates';
import { LoadError } from '../../../components/LoadError';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageTitle } from '../../../components/PageTitle';
import { DeclaredDefaultLists } from '../../../components/records/declared/DeclaredDefaultList';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import {
  useDeleteTemplateStep,
  useReentryTemplate,
  type TemplateStep,
} from '../api/reentry-plan-template.api';
import { TemplateStepForm } from './TemplateStepForm';

/**
 * The default reentry plan (product.md §3.3.1): the steps every new plan starts with, due
 * relative to the release. Changing it changes no plan already started.
 */
export function ReentryPlanTemplatePage() {
  const template = useReentryTemplate();
  const deleteStep = useDeleteTemplateStep();
  const [editing, setEditing] = useState<TemplateStep | 'new' | null>(null);
  const deletion = useConfirmDelete<TemplateStep>({
    remove: (step) => deleteStep.mutateAsync(step.id),
    nameOf: (step) => `the step "${step.title}"`,
    failedMessage: 'Failed to delete the step. Please try again.',
  });
  return (
    <>
      <PageTitle title="Default Reentry Plan">
        <Button onClick={() => setEditing('new')}>Add Step</Button>
      </PageTitle>
      <Text mb="md" maw={720}>
        Every client&apos;s reentry plan starts as a copy of these steps, each due a number of days
        before or after their release. Changing them here changes no plan already started.
      </Text>
      {template.isPending && <Loader aria-label="Loading the default plan" />}
      {template.isError && (
        <LoadError
          message="Failed to load the default plan."
          detail={template.error.message}
          onRetry={() => void template.refetch()}
        />
      )}
      {template.isSuccess && template.data.length === 0 && (
        <Text>No steps yet: plans cannot be started until the default plan has one.</Text>
      )}
      {template.isSuccess && template.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} maw={720} style={{ listStyle: 'none' }}>
          {template.data.map((step) => (
            <Card key={step.id} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {step.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {offsetLabel(step.offsetDays)}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Edit ${step.title}`}
                    onClick={() => setEditing(step)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Delete ${step.title}`}
                    onClick={() => deletion.ask(step)}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {editing && (
        <TemplateStepForm
          step={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
      {/* The other default lists, such as the papers' checklist (product.md §3.3.9). */}
      <DeclaredDefaultLists />
    </>
  );
}
