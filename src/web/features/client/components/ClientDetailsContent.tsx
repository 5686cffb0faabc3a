import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/date-format';
import { can } from '../../../../shared/permissions';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import { DeclaredClientSections } from '../../../components/records/declared/DeclaredClientSections';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { DetailsSection } from '../../../components/records/RecordDetails';
import type { Client } from '../api/client.api';
import { ClientStatusTag } from './ClientCard';
import { ContactLogSection } from './ContactLogSection';
import { CheckInsSection } from './CheckInsSection';
import { ConsentBanner } from './ConsentBanner';
import { InmateNumberWarning } from './InmateNumberWarning';
import { ConsentSection } from './ConsentSection';
import { ClientTimelineSection } from './ClientTimelineSection';
import { ReentryPlanSection } from './ReentryPlanSection';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { AnonymiseClientForm } from './AnonymiseClientForm';

interface ClientDetailsContentProps {
  client: Client;
}

/**
 * The sections of product.md §2.5 as the client's declaration places them (client.record.ts): Basic,
 * Religious, Post-Release (only for clients in the community), Tracking, Notes, Special
 * Requirements; then Consent with its decisions (product.md §3.3.4); the reentry plan
 * (product.md §3.3.1); the sections the records kept beside a client declare, such as the papers
 * (product.md §3.3.9); the check-ins after release (product.md §3.3.2); the contact log and the
 * timeline (product.md §3.3.3).
 */
/** Staff see who wrote each entry; an account with no person's record is the programme's. */
const authorName = (_id: string, name: string | null) => name ?? 'Programme staff';

export function ClientDetailsContent({ client }: ClientDetailsContentProps) {
  const user = useCurrentUser();
  const [anonymising, setAnonymising] = useState(false);
  const may = (permission: 'client.file' | 'client.anonymise') =>
    user.status === 'signedIn' && can(user.group, permission);
  // Staff manage plans; the one signed in may own a step (product.md §3.3.1).
  const me =
    user.status === 'signedIn' ? { value: user.userId, label: `${user.name} (me)` } : undefined;
  // Kept in coarse form for the reports only (product.md §3.3.7): the server refuses changes.
  const closed = Boolean(client.anonymisedOn);
  return (
    <>
      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <Text fw={700}>{client.clientId}</Text>
          <ClientStatusTag status={client.status} />
        </Group>
        <Group gap="xs">
          {/* Everything held about them, for them or an auditor (product.md §3.3.5). */}
          {may('client.file') && (
            <Button
              component={Link}
              to={`/admin/clients/${client.id}/file`}
              size="xs"
              variant="default"
              aria-label={`Client file of ${client.preferredName}`}
            >
              Client file
            </Button>
          )}
          {/* On the person's request (product.md §3.3.7): super admins. */}
          {may('client.anonymise') && !client.anonymisedOn && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() => setAnonymising(true)}
              aria-label={`Anonymise ${client.preferredName}`}
            >
              Anonymise
            </Button>
          )}
        </Group>
      </Group>
      {anonymising && <AnonymiseClientForm client={client} onClose={() => setAnonymising(false)} />}
      {closed && (
        <Alert color="gray" title="Anonymised">
          This client was anonymised on {formatDay(client.anonymisedOn!)}: their record can no
          longer be changed, and nothing more can be recorded for them.
        </Alert>
      )}
      <ConsentBanner client={client} />
      <InmateNumberWarning client={client} />
      <DeclaredDetailsSections declaration={clientDeclaration} record={client} />
      <DetailsSection title="Consent">
        <ConsentSection client={client} />
      </DetailsSection>
      <DetailsSection title="Reentry Plan">
        <ReentryPlanSection client={client} canManage={!closed} me={me} />
      </DetailsSection>
      <DeclaredClientSections
        client={client}
        closed={closed}
        titled={(title, content) => <DetailsSection title={title}>{content}</DetailsSection>}
      />
      <DetailsSection title="Check-ins After Release">
        <CheckInsSection client={client} />
      </DetailsSection>
      <DetailsSection title="Contact Log">
        <ContactLogSection clientId={client.id} authorName={authorName} closed={closed} />
      </DetailsSection>
      <DetailsSection title="Timeline">
        <ClientTimelineSection clientId={client.id} />
      </DetailsSection>
    </>
  );
}
