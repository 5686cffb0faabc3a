import { Group, Text } from '@mantine/core';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { DetailsSection } from '../../../components/records/RecordDetails';
import type { Client } from '../api/client.api';
import { ClientStatusTag } from './ClientCard';
import { ContactLogSection } from './ContactLogSection';

interface ClientDetailsContentProps {
  client: Client;
}

/**
 * The sections of product.md §2.5 as the client's declaration places them (client.record.ts): Basic,
 * Religious, Post-Release (only for clients in the community), Tracking, Notes, Special
 * Requirements and Consent; then the contact log.
 */
/** Staff see who wrote each entry; an account with no person's record is the programme's. */
const authorName = (_id: string, name: string | null) => name ?? 'Programme staff';

export function ClientDetailsContent({ client }: ClientDetailsContentProps) {
  return (
    <>
      <Group gap="sm">
        <Text fw={700}>{client.clientId}</Text>
        <ClientStatusTag status={client.status} />
      </Group>
      <DeclaredDetailsSections declaration={clientDeclaration} record={client} />
      <DetailsSection title="Contact Log">
        <ContactLogSection clientId={client.id} authorName={authorName} />
      </DetailsSection>
    </>
  );
}
