import { Center, Loader, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { useBrowserValue } from '../../lib/browser-values';
import { graphql, request } from '../../lib/graphql';
import { setProgrammeTimeZone, timeZoneFromPage, timeZoneNote } from '../../lib/time-zone';

const ProgrammeTimeZone = graphql(`
  query ProgrammeTimeZone {
    programmeTimeZone
  }
`);

/**
 * The programme's time zone, handed to the formatters (time-zone.ts): from the page when the
 * server wrote it there (no request, no wait), else asked once a page load.
 */
export const programmeTimeZoneQuery = (fromPage: string | null = timeZoneFromPage()) =>
  queryOptions({
    queryKey: ['programmeTimeZone'],
    queryFn: async () => {
      const zone = (await request(ProgrammeTimeZone)).programmeTimeZone;
      setProgrammeTimeZone(zone);
      return zone;
    },
    ...(fromPage ? { initialData: fromPage } : {}),
    // One zone per installation.
    staleTime: Infinity,
  });

/**
 * Shows the pages once the programme's time zone is known (decision 049): a time is never shown
 * on the device's clock first and moved after. Above them, when this device is set to another
 * zone, says which zone the times are in.
 */
export function ProgrammeTimeZoneGate({ children }: { children: ReactNode }) {
  const zone = useQuery(programmeTimeZoneQuery());
  if (zone.data) setProgrammeTimeZone(zone.data);
  // The device's zone is the browser's to know: a page the server rendered adds the note after.
  const note = useBrowserValue(timeZoneNote, null);
  if (zone.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading page" />
      </Center>
    );
  }
  if (zone.isError) {
    return (
      <LoadError
        message={`Failed to load the programme's time zone. ${zone.error.message}`}
        onRetry={() => void zone.refetch()}
      />
    );
  }
  return (
    <>
      {note && (
        <Text size="xs" c="gray.7" ta="right" mb="xs" data-testid="time-zone-note">
          {note}
        </Text>
      )}
      {children}
    </>
  );
}
