import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { FieldList, listText, type FieldItem } from '../../../components/records/FieldList';
import { humanize } from '../../../lib/format';
import type { Facility } from '../../facility/api/facility.api';

/** A phone number a phone can call: digits and a leading + only. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/**
 * One facility as a volunteer reads it before a visit (product.md §12): read only, no actions.
 * Contact details appear only when the facility has them.
 */
export function VolunteerFacilityCard({ facility }: { facility: Facility }) {
  const titleId = `volunteer-facility-${facility.id}`;
  const contact: FieldItem[] = [];
  if (facility.contactPerson) contact.push({ label: 'Contact', value: facility.contactPerson });
  if (facility.contactNumber) {
    contact.push({
      label: 'Phone',
      value: (
        <Anchor href={telHref(facility.contactNumber)} c="brand.8" underline="always">
          {facility.contactNumber}
        </Anchor>
      ),
    });
  }
  if (facility.email) {
    contact.push({
      label: 'Email',
      value: (
        <Anchor href={`mailto:${facility.email}`} c="brand.8" underline="always">
          {facility.email}
        </Anchor>
      ),
    });
  }
  const amenities = listText(facility.facilities);
  return (
    <Card
      withBorder
      shadow="xs"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      h="100%"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {facility.name}
          </Title>
          <Badge color="gray.8" variant="filled" style={{ flexShrink: 0 }}>
            {humanize(facility.type)}
          </Badge>
        </Group>
        <FieldList
          columns={1}
          fields={[
            { label: 'Address', value: facility.address },
            ...contact,
            { label: 'Operating hours', value: facility.operatingHours },
            { label: 'Visitation rules', value: facility.visitationRules },
            { label: 'Item restrictions', value: facility.itemRestrictions },
            ...(amenities ? [{ label: 'Amenities', value: amenities }] : []),
          ]}
        />
      </Stack>
    </Card>
  );
}
