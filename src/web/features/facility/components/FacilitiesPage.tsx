import { Button, Center, Group, Loader, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useAddressState } from '../../../lib/address-state';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { LoadError } from '../../../components/LoadError';
import { ImportButton } from '../../../components/import/ImportButton';
import { PageTitle } from '../../../components/PageTitle';
import { ExportCsvButton } from '../../../components/records/ExportCsvButton';
import {
  exportFacilities,
  useDeleteFacility,
  useFacilities,
  type Facility,
} from '../api/facility.api';
import { HistoryPanel, type HistoryTarget } from '../../../components/records/history/HistoryPanel';
import { FacilityCard } from './FacilityCard';
import { FacilityForm } from './FacilityForm';

// Leaflet loads only when the map is opened.
const FacilitiesMap = lazy(() => import('./FacilitiesMap'));

const DELETE_FAILED = 'Failed to delete facility. Please try again.';

type FormState = { mode: 'closed' } | { mode: 'adding' } | { mode: 'editing'; facility: Facility };

/** Manage Facilities (product.md §2.5): grid of cards, add/edit form, delete dialog. */
export function FacilitiesPage() {
  const facilities = useFacilities();
  const deleteFacility = useDeleteFacility();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [{ view }, setAddress] = useAddressState({ view: 'grid' as 'grid' | 'map' });
  const [toDelete, setToDelete] = useState<Facility | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await deleteFacility.mutateAsync(toDelete.id);
      notifications.show({ color: 'brand', message: `${toDelete.name} was deleted` });
      setToDelete(null);
    } catch (error) {
      setDeleteError(`${DELETE_FAILED} ${error instanceof Error ? error.message : ''}`.trim());
    }
  };

  return (
    <>
      <PageTitle title="Manage Facilities">
        <Group gap="sm">
          <ExportCsvButton plural="facilities" exportFile={exportFacilities} />
          <ImportButton recordType="facility" />
          <Button onClick={() => setForm({ mode: 'adding' })}>Add New Facility</Button>
        </Group>
      </PageTitle>

      {facilities.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading facilities" />
        </Center>
      )}
      {facilities.isError && (
        <LoadError
          message={`Failed to load facilities. ${facilities.error.message}`}
          onRetry={() => void facilities.refetch()}
        />
      )}
      {facilities.isSuccess && facilities.data.length === 0 && (
        <Text py="xl" ta="center">
          No facilities found. Click &quot;Add New Facility&quot; to create one.
        </Text>
      )}
      {facilities.isSuccess && facilities.data.length > 0 && (
        <SegmentedControl
          aria-label="Show facilities as"
          mb="md"
          value={view}
          onChange={(value) => setAddress({ view: value === 'map' ? 'map' : 'grid' })}
          data={[
            { value: 'grid', label: 'Grid' },
            { value: 'map', label: 'Map' },
          ]}
        />
      )}
      {facilities.isSuccess && facilities.data.length > 0 && view === 'map' && (
        <Suspense fallback={<Loader aria-label="Loading the map" />}>
          <FacilitiesMap facilities={facilities.data} />
        </Suspense>
      )}
      {facilities.isSuccess && facilities.data.length > 0 && view === 'grid' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {facilities.data.map((facility) => (
            <FacilityCard
              key={facility.id}
              facility={facility}
              onEdit={() => setForm({ mode: 'editing', facility })}
              onHistory={() =>
                setHistory({ recordType: 'Facility', recordId: facility.id, name: facility.name })
              }
              onDelete={() => {
                setDeleteError(null);
                setToDelete(facility);
              }}
            />
          ))}
        </SimpleGrid>
      )}

      {history && <HistoryPanel target={history} onClose={() => setHistory(null)} />}
      {form.mode !== 'closed' && (
        <FacilityForm
          key={form.mode === 'editing' ? form.facility.id : 'new'}
          facility={form.mode === 'editing' ? form.facility : null}
          onClose={() => setForm({ mode: 'closed' })}
        />
      )}
      <ConfirmDeleteDialog
        opened={toDelete !== null}
        name={toDelete?.name ?? ''}
        deleting={deleteFacility.isPending}
        error={deleteError}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
