import { Group, Text } from '@mantine/core';
import { DetailsSection } from '../../../components/records/RecordDetails';
import { FieldList, listText } from '../../../components/records/FieldList';
import { humanize } from '../../../lib/format';
import type { Client } from '../api/client.api';
import { ClientStatusTag, locationText } from './ClientCard';
import { ContactLogSection } from './ContactLogSection';

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : value ? 'Yes' : 'No';
const label = (value: string | null | undefined) => (value ? humanize(value) : '');

interface ClientDetailsContentProps {
  client: Client;
  facilityName: (id: string | null | undefined) => string;
  personName: (id: string | null | undefined) => string;
  authorName: (id: string) => string;
}

/**
 * The sections of spec §2.5: Basic, Religious, Post-Release (only for clients in the
 * community), Tracking, Notes, Special Requirements and Consent; then the contact log.
 */
export function ClientDetailsContent({
  client,
  facilityName,
  personName,
  authorName,
}: ClientDetailsContentProps) {
  return (
    <>
      <Group gap="sm">
        <Text fw={700}>{client.clientId}</Text>
        <ClientStatusTag status={client.status} />
      </Group>
      <DetailsSection title="Basic Information">
        <FieldList
          fields={[
            { label: 'Client ID', value: client.clientId },
            { label: 'Preferred Name', value: client.preferredName },
            { label: 'First Name', value: client.firstName },
            { label: 'Last Name', value: client.lastName },
            { label: 'Email', value: client.email },
            { label: 'Contact Number', value: client.contactNumber },
            { label: 'Age', value: client.age ?? '' },
            { label: 'Gender', value: humanize(client.gender) },
            { label: 'Language', value: listText(client.language) },
            { label: 'Current Location', value: locationText(client) },
            ...(client.incarcerated
              ? [
                  { label: 'Facility', value: facilityName(client.facilityId) },
                  { label: 'Expected Release Date', value: client.releaseDate },
                  { label: 'Reentry Plan', value: yesNo(client.reentryPlan) },
                ]
              : []),
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Religious Information">
        <FieldList
          fields={[
            { label: 'Religious Status', value: humanize(client.religiousStatus) },
            { label: 'Conversion Date', value: client.conversionDate },
            { label: 'Programs Attended', value: listText(client.programsAttended) },
            { label: 'Interest Areas', value: listText(client.interestAreas) },
          ]}
        />
      </DetailsSection>
      {!client.incarcerated && (
        <DetailsSection title="Post-Release Information">
          <FieldList
            fields={[
              { label: 'Current Address', value: client.currentAddress },
              { label: 'Employment Status', value: label(client.employmentStatus) },
              { label: 'Housing Status', value: label(client.housingStatus) },
              { label: 'Community Support', value: listText(client.communitySupport) },
            ]}
          />
        </DetailsSection>
      )}
      <DetailsSection title="Tracking Information">
        <FieldList
          fields={[
            { label: 'First Contact Date', value: client.firstContactDate },
            { label: 'Last Contact Date', value: client.lastContactDate },
            { label: 'Follow-up Date', value: client.followUpDate },
            { label: 'Assigned Volunteer', value: personName(client.assignedVolunteerId) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Notes">
        <FieldList fields={[{ label: 'Notes', value: client.notes }]} columns={1} />
      </DetailsSection>
      <DetailsSection title="Special Requirements">
        <FieldList
          fields={[
            { label: 'Special Needs', value: client.specialNeeds },
            { label: 'Accommodations', value: client.accommodations },
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Consent">
        <FieldList
          fields={[
            { label: 'Consent Given', value: yesNo(client.consentGiven) },
            { label: 'Data Usage Consent', value: yesNo(client.dataUsageConsent) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title="Contact Log">
        <ContactLogSection clientId={client.id} authorName={authorName} />
      </DetailsSection>
    </>
  );
}
