import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ConsentDecision, ConsentKind } from '../../../../shared/domain/client/client.enums';
import { CONSENT_KIND_LABELS, consentDecisionText } from '../../../../shared/domain/client/consent';
import { LoadError } from '../../../components/LoadError';
import { formatDay } from '../../../lib/date-format';
import { humanize } from '../../../lib/format';
import { useClientConsents } from '../api/client-consent.api';
import { ConsentForm } from './ConsentForm';

interface ConsentSectionProps {
  client: {
    id: string;
    preferredName: string;
    consentGiven: boolean;
    dataUsageConsent: boolean;
    /** Set: nothing more is recorded for them (product.md §3.3.7). */
    anonymisedOn?: string | null;
  };
}

const CONSENTS: readonly {
  kind: ConsentKind;
  given: (client: ConsentSectionProps['client']) => boolean;
}[] = [
  { kind: 'BEING_SERVED', given: (client) => client.consentGiven },
  { kind: 'DATA_USAGE', given: (client) => client.dataUsageConsent },
];

/**
 * A client's two consents as they stand, each with the button that records the change, then
 * every decision recorded, latest first: which, the day, how, who recorded it, and notes
 * (product.md §3.3.4). Admins and the client's volunteer record them; the server keeps others out.
 */
export function ConsentSection({ client }: ConsentSectionProps) {
  const consents = useClientConsents(client.id);
  const [recording, setRecording] = useState<{
    kind: ConsentKind;
    decision: ConsentDecision;
  } | null>(null);

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {CONSENTS.map(({ kind, given }) => {
          const isGiven = given(client);
          return (
            <li key={kind}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <Text span fw={600}>
                    {CONSENT_KIND_LABELS[kind]}:
                  </Text>{' '}
                  {isGiven ? 'Given' : 'Not given'}
                </Text>
                {!client.anonymisedOn && (
                  <Button
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    // The visible words first, then which consent (the label holds what it shows).
                    aria-label={`${isGiven ? 'Record withdrawal' : 'Record consent'}: ${CONSENT_KIND_LABELS[kind]}`}
                    onClick={() =>
                      setRecording({ kind, decision: isGiven ? 'WITHDRAWN' : 'GIVEN' })
                    }
                  >
                    {isGiven ? 'Record withdrawal' : 'Record consent'}
                  </Button>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
      {consents.isPending && <Loader size="sm" aria-label="Loading consent decisions" />}
      {consents.isError && (
        <LoadError
          message="Failed to load the consent decisions."
          detail={consents.error.message}
          onRetry={() => void consents.refetch()}
        />
      )}
      {consents.data && consents.data.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Consent decisions"
        >
          {consents.data.map((consent) => (
            <li key={consent.id}>
              <Text size="sm" fw={600}>
                {consentDecisionText(consent.kind, consent.decision)}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  formatDay(consent.decidedOn),
                  humanize(consent.method),
                  `Recorded by ${consent.recordedByName ?? (consent.createdBy ? 'Programme staff' : 'the system')}`,
                ].join(' · ')}
              </Text>
              {consent.notes && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {consent.notes}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {recording && (
        <ConsentForm client={client} start={recording} onClose={() => setRecording(null)} />
      )}
    </Stack>
  );
}
