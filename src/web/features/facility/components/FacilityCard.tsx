import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { CardButton } from '../../../components/records/CardButton';
import type { Facility } from '../api/facility.api';
import { StatusTag } from '../../../components/records/StatusTag';

// Filled badges with dark shades keep white text above 4.5:1 contrast.
const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'brand.7',
  INACTIVE: 'gray.8',
  TEMPORARILY_CLOSED: 'red.9',
};

interface FacilityCardProps {
  facility: Facility;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the facility's history (the card shows every field: there is no details view). */
  onHistory: () => void;
}

export function FacilityCard({ facility, onEdit, onDelete, onHistory }: FacilityCardProps) {
  return (
    <Card
      withBorder
      shadow="xs"
      padding="lg"
      component="article"
      aria-labelledby={`facility-${facility.id}`}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={`facility-${facility.id}`}>
            {facility.name}
          </Title>
          <StatusTag value={facility.status} colors={STATUS_COLORS} />
        </Group>
        <Text size="sm">{facility.address}</Text>
        <Text size="sm" c="dimmed">
          Region: {facility.region}
        </Text>
        <Group mt="auto" pt="sm" gap="xs">
          <CardButton label="History" name={`History of ${facility.name}`} onClick={onHistory} />
          <CardButton label="Edit" name={`Edit ${facility.name}`} onClick={onEdit} />
          <CardButton label="Delete" name={`Delete ${facility.name}`} onClick={onDelete} danger />
        </Group>
      </Stack>
    </Card>
  );
}
