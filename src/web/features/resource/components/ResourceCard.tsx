import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CardButton } from '../../../components/records/CardButton';
import type { ResourceType } from '../../../../shared/domain/resource/resource.enums';
import {
  descriptionPreview,
  isAtOrBelowReorderThreshold,
} from '../../../../shared/domain/resource/resource.rules';
import {
  resourceGroupLabel,
  resourceTab,
  resourceTypeLabel,
} from '../../../../shared/domain/resource/resource.types';
import type { Resource } from '../api/resource.api';
import { QuantityBar } from './QuantityBar';
import { StatusTag } from '../../../components/records/StatusTag';

// Filled badges with dark shades keep white text above 4.5:1 contrast.
const STATUS_COLORS: Record<string, string> = {
  AVAILABLE: 'brand.7',
  LOW_STOCK: 'orange.9',
  OUT_OF_STOCK: 'red.9',
  PENDING_APPROVAL: 'indigo.8',
  DISCONTINUED: 'gray.8',
  NEEDS_RENEWAL: 'grape.9',
};

export function ResourceStatusTag({ status }: { status: string }) {
  return <StatusTag value={status} colors={STATUS_COLORS} />;
}

interface ResourceCardProps {
  resource: Resource;
  onEdit: () => void;
  onRequest: () => void;
  onDetails: () => void;
}

/**
 * product.md §2.6: title, status, group, type, language and the description cut to 100 characters;
 * post-release cards add provider, area, wait time and the quantity bar. Stock at or below
 * the reorder threshold is flagged (the overview counts these too).
 */
export function ResourceCard({ resource, onEdit, onRequest, onDetails }: ResourceCardProps) {
  const type = resource.type as ResourceType;
  const postRelease = resourceTab(type) === 'POST_RELEASE';
  const titleId = `resource-${resource.id}`;
  return (
    <Card
      withBorder
      shadow="xs"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      h="100%"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {resource.title}
          </Title>
          <ResourceStatusTag status={resource.status} />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="dark.4">
            {resourceGroupLabel(type)}
          </Badge>
          {isAtOrBelowReorderThreshold(resource.quantity, resource.reorderThreshold) && (
            <Badge variant="filled" color="red.9">
              Reorder
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {resourceTypeLabel(type)} · {resource.language}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {descriptionPreview(resource.description)}
        </Text>
        {postRelease && (
          <>
            <Text size="sm">Provider: {resource.providerName || '—'}</Text>
            <Text size="sm">Area: {resource.serviceArea || '—'}</Text>
            <Text size="sm">Wait time: {resource.waitlistTime || '—'}</Text>
            <QuantityBar
              quantity={resource.quantity}
              reorderThreshold={resource.reorderThreshold}
            />
          </>
        )}
        <Group mt="auto" pt="sm" gap="xs">
          <CardButton label="Edit" name={`Edit ${resource.title}`} onClick={onEdit} />
          <CardButton label="Request" name={`Request ${resource.title}`} onClick={onRequest} />
          <CardButton label="Details" name={`Details of ${resource.title}`} onClick={onDetails} />
        </Group>
      </Stack>
    </Card>
  );
}
