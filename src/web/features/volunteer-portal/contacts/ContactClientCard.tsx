import { Badge, Box, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FieldList } from '../../../components/records/FieldList';
import { formatDay } from '../../../lib/date-format';
import type { Client } from '../../client/api/client.api';
// The volunteer portal reuses the client's contact log as admins see it (decision 014).
import { ContactLogSection } from '../../client/components/ContactLogSection';
import { CheckInsSection } from '../../client/components/CheckInsSection';
import { ConsentBanner } from '../../client/components/ConsentBanner';
import { ConsentSection } from '../../client/components/ConsentSection';
import { DeclaredClientSections } from '../../../components/records/declared/DeclaredClientSections';
import { ReentryPlanSection } from '../../client/components/ReentryPlanSection';

/** A button that opens and closes a section of the card below it. */
function SectionToggle({
  open,
  onToggle,
  controls,
  label,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  /** The section's id. */
  controls: string;
  /** What a screen reader hears: the section and whose it is. */
  label: string;
  children: string;
}) {
  const Chevron = open ? IconChevronUp : IconChevronDown;
  return (
    <Button
      variant="default"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={label}
      rightSection={<Chevron size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

/** A follow-up is due on its date and stays due until the date is moved. */
function isFollowUpDue(followUpDate: string | null, today: string): boolean {
  return followUpDate !== null && followUpDate <= today;
}

interface ContactClientCardProps {
  client: Client;
  /** The facility of an incarcerated client. */
  facilityName: string;
  authorName: (id: string) => string;
  /** The programme's today (useToday), for 'Follow-up due'. */
  today: string;
  onChangeFollowUp: () => void;
}

/**
 * One assigned client: preferred name, client id, where they are, the follow-up date (marked
 * 'Follow-up due' from that day on), and the reentry plan, the contact log and the consent
 * decisions, opened on demand. The volunteer records a consent given or withdrawn as the client
 * tells them (product.md §3.3.4).
 */
export function ContactClientCard({
  client,
  facilityName,
  authorName,
  today,
  onChangeFollowUp,
}: ContactClientCardProps) {
  const id = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const due = isFollowUpDue(client.followUpDate, today);
  const name = client.preferredName;
  // Their reentry plan's overdue steps (product.md §3.3.1) and check-ins due
  // (product.md §3.3.2); the plan and the check-ins open below.
  const overdueSteps = client.reentryReadiness?.overdue ?? 0;
  return (
    <Card withBorder component="article" aria-labelledby={`${id}-name`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={`${id}-name`} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {/* Red 9 keeps white text at 5.4:1 (orange 9 gives only 4.3:1). */}
          <Group gap={6} justify="flex-end">
            {due && (
              <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                Follow-up due
              </Badge>
            )}
            {overdueSteps > 0 && (
              <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                {overdueSteps === 1 ? '1 step overdue' : `${overdueSteps} steps overdue`}
              </Badge>
            )}
            {(client.checkInsDue ?? 0) > 0 && (
              <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                Check-in due
              </Badge>
            )}
          </Group>
        </Group>
        <ConsentBanner client={client} />
        <FieldList
          fields={[
            { label: 'Client ID', value: client.clientId },
            {
              label: 'Location',
              value: client.incarcerated ? facilityName || 'Incarcerated' : 'Community',
            },
            ...(!client.incarcerated && client.currentAddress
              ? [{ label: 'Address', value: client.currentAddress }]
              : []),
            {
              label: 'Follow-up Date',
              value: client.followUpDate ? formatDay(client.followUpDate) : 'None set',
            },
            ...(client.releaseDate
              ? [
                  {
                    label: client.incarcerated ? 'Release Date' : 'Released',
                    value: formatDay(client.releaseDate),
                  },
                ]
              : []),
            {
              label: 'Last Contact',
              value: client.lastContactDate && formatDay(client.lastContactDate),
            },
          ]}
        />
        <Group gap="xs">
          <SectionToggle
            open={logOpen}
            onToggle={() => setLogOpen((open) => !open)}
            controls={`${id}-log`}
            label={`Contact log of ${name}`}
          >
            Contact Log
          </SectionToggle>
          <SectionToggle
            open={planOpen}
            onToggle={() => setPlanOpen((open) => !open)}
            controls={`${id}-plan`}
            label={`Reentry plan of ${name}`}
          >
            Reentry Plan
          </SectionToggle>
          <SectionToggle
            open={consentOpen}
            onToggle={() => setConsentOpen((open) => !open)}
            controls={`${id}-consent`}
            label={`Consent of ${name}`}
          >
            Consent
          </SectionToggle>
          <Button
            variant="default"
            onClick={onChangeFollowUp}
            aria-label={`Change follow-up date of ${name}`}
          >
            Change Follow-up Date
          </Button>
        </Group>
        {planOpen && (
          <Box id={`${id}-plan`} component="section" aria-label={`Reentry plan of ${name}`}>
            {/* The assigned volunteer works the steps: status and notes (product.md §3.3.1). */}
            <ReentryPlanSection client={client} canManage={false} />
            {/* And the records kept beside the client, such as their papers (product.md §3.3.9). */}
            <DeclaredClientSections
              client={client}
              titled={(title, content) => (
                <Box mt="md">
                  <Title order={3} size="h5" mb="xs">
                    {title}
                  </Title>
                  {content}
                </Box>
              )}
            />
            {/* And, once released, records their check-ins (product.md §3.3.2). */}
            {!client.incarcerated && (
              <Box mt="md">
                <Title order={3} size="h5" mb="xs">
                  Check-ins After Release
                </Title>
                <CheckInsSection client={client} />
              </Box>
            )}
          </Box>
        )}
        {logOpen && (
          <Box id={`${id}-log`} component="section" aria-label={`Contact log of ${name}`}>
            <ContactLogSection clientId={client.id} authorName={authorName} />
          </Box>
        )}
        {consentOpen && (
          <Box id={`${id}-consent`} component="section" aria-label={`Consent of ${name}`}>
            <ConsentSection client={client} />
          </Box>
        )}
      </Stack>
    </Card>
  );
}
