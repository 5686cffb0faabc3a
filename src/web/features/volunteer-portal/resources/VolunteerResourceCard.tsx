import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { ResourceType } from '../../../../shared/domain/resource/resource.enums';
import { descriptionPreview } from '../../../../shared/domain/resource/resource.rules';
import {
  resourceGroupLabel,
  resourceTab,
  resourceTypeLabel,
} from '../../../../shared/domain/resource/resource.types';
import { FieldList } from '../../../components/records/FieldList';
import { StatusTag } from '../../../components/records/StatusTag';
import type { Resource } from '../../resource/api/resource.api';

// Filled with a dark shade: white text stays above 4.5:1.
const STATUS_COLORS = { AVAILABLE: 'brand.7' };

/** Only web links open from a card: a stored `javascript:` address must never run. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * A resource as a volunteer sees it (product.md §2.6 card, read only): title, status, group, type,
 * language, stock and the description cut to 100 characters; Details shows the rest in place.
 * The only action is Request.
 */
export function VolunteerResourceCard({
  resource,
  onRequest,
}: {
  resource: Resource;
  onRequest: () => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const type = resource.type as ResourceType;
  const postRelease = resourceTab(type) === 'POST_RELEASE';
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      component="article"
      aria-labelledby={`${id}-title`}
      h="100%"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={`${id}-title`} style={{ overflowWrap: 'anywhere' }}>
            {resource.title}
          </Title>
          <StatusTag value={resource.status} colors={STATUS_COLORS} />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="dark.4">
            {resourceGroupLabel(type)}
          </Badge>
        </Group>
        <Text size="sm">
          {resourceTypeLabel(type)} · {resource.language} · In stock: {resource.quantity}
        </Text>
        {open ? (
          <Stack gap="xs" id={`${id}-details`}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {resource.description}
            </Text>
            <FieldList columns={1} fields={detailFields(resource, postRelease)} />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {descriptionPreview(resource.description)}
          </Text>
        )}
        {postRelease && !open && (
          <Text size="sm">
            Provider: {resource.providerName || '—'} · Wait time: {resource.waitlistTime || '—'}
          </Text>
        )}
        <Group gap="xs" pt="xs" mt="auto">
          <Button size="sm" onClick={onRequest} aria-label={`Request ${resource.title}`}>
            Request
          </Button>
          <Button
            size="sm"
            variant="default"
            aria-expanded={open}
            aria-controls={open ? `${id}-details` : undefined}
            aria-label={`${open ? 'Hide details of' : 'Details of'} ${resource.title}`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide details' : 'Details'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function detailFields(resource: Resource, postRelease: boolean) {
  const fields = [
    { label: 'Topic', value: resource.topic },
    {
      label: 'Link',
      value:
        resource.url && isWebLink(resource.url) ? (
          <Anchor href={resource.url} target="_blank" rel="noreferrer" c="brand.8">
            {resource.url}
          </Anchor>
        ) : (
          resource.url
        ),
    },
  ];
  if (!postRelease) return fields;
  return [
    ...fields,
    { label: 'Provider', value: resource.providerName },
    { label: 'Contact', value: resource.contactInfo },
    { label: 'Area', value: resource.serviceArea },
    { label: 'Eligibility', value: resource.eligibilityCriteria },
    { label: 'How to apply', value: resource.applicationProcess },
    { label: 'Wait time', value: resource.waitlistTime },
  ];
}
