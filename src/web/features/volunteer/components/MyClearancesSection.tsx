import { Loader } from '@mantine/core';
import { LoadError } from '../../../components/LoadError';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../../../auth/signed-in-user-id';
import { fetchVolunteer, VOLUNTEERS_KEY } from '../api/volunteer.api';
import { ClearancesSection } from './ClearancesSection';

/** A volunteer's own background check, training and clearances, read-only (product.md §3.2.1). */
export function MyClearancesSection() {
  const volunteerId = useSignedInUserId() ?? '';
  const own = useQuery({
    queryKey: [...VOLUNTEERS_KEY, 'own', volunteerId],
    queryFn: () => fetchVolunteer(volunteerId),
    enabled: volunteerId !== '',
  });
  if (own.isPending) return <Loader size="sm" aria-label="Loading your clearances" />;
  if (own.isError || !own.data) {
    return (
      <LoadError
        message={`Failed to load your clearances. ${own.error?.message ?? ''}`.trim()}
        onRetry={() => void own.refetch()}
      />
    );
  }
  return <ClearancesSection volunteer={own.data} editable={false} />;
}
