import { Button, Group, Loader, SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { FACILITY_STATUSES } from '../../../../shared/domain/facility/facility.enums';
import { useAddressState } from '../../../lib/address-state';
import { enumOptions } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ImportButton } from '../../../components/import/ImportButton';
import { PageTitle } from '../../../components/PageTitle';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import {
  exportFacilities,
  FACILITIES_KEY,
  useDeleteFacility,
  useFacilityPages,
  type Facility,
} from '../api/facility.api';
import { HistoryPanel, type HistoryTarget } from '../../../components/records/history/HistoryPanel';
import { FacilityCard } from './FacilityCard';
import { FacilityForm } from './FacilityForm';

// Leaflet loads only when the map is opened.
const FacilitiesMap = lazy(() => import('./FacilitiesMap'));

const DELETE_FAILED = 'Failed to delete facility. Please try again.';

type FormState = { mode: 'closed' } | { mode: 'adding' } | { mode: 'editing'; facility: Facility };

/**
 * Manage Facilities (product.md §2.5): one page of cards at a time, searched and filtered by
 * the server like every list (decision 055), or the same page of facilities on a map; add/edit
 * form, delete dialog.
 */
export function FacilitiesPage() {
  const list = useFacilityPages(null);
  useLiveUpdates(['Facility'], [FACILITIES_KEY]);
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
          <ImportButton recordType="facility" />
          <Button onClick={() => setForm({ mode: 'adding' })}>Add New Facility</Button>
        </Group>
      </PageTitle>

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
      <RecordListView
        list={list}
        plural="facilities"
        exportCsv={exportFacilities}
        searchPlaceholder="Name, address or region"
        emptyText='No facilities found. Click "Add New Facility" to create one.'
        grid
        filters={
          <ChoiceFilter
            label="Status"
            width={190}
            anyLabel="All statuses"
            options={enumOptions(FACILITY_STATUSES)}
            value={list.filter.status}
            onChange={(status) => list.setFilter({ status })}
          />
        }
        itemKey={(facility) => facility.id}
        {...(view === 'map'
          ? {
              // The map shows the facilities of this page, as the grid would.
              renderItems: (facilities: Facility[]) => (
                <Suspense fallback={<Loader aria-label="Loading the map" />}>
                  <FacilitiesMap facilities={facilities} />
                </Suspense>
              ),
            }
          : {
              renderItem: (facility: Facility) => (
                <FacilityCard
                  facility={facility}
                  onEdit={() => setForm({ mode: 'editing', facility })}
                  onHistory={() =>
                    setHistory({
                      recordType: 'Facility',
                      recordId: facility.id,
                      name: facility.name,
                    })
                  }
                  onDelete={() => {
                    setDeleteError(null);
                    setToDelete(facility);
                  }}
                />
              ),
            })}
      />

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
