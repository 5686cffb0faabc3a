import { Button, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  RESOURCE_TABS,
  type ResourceSubTab,
  type ResourceTab,
} from '../../../../shared/domain/resource/resource.types';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ImportButton } from '../../../components/import/ImportButton';
import { PageTitle } from '../../../components/PageTitle';
import { RecordDetails } from '../../../components/records/RecordDetails';
import { ChoiceFilter, ReferenceFilter } from '../../../components/records/ListFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { useLiveUpdates } from '../../../lib/live-updates';
import { FACILITIES_KEY, facilityChoices } from '../../facility/api/facility.api';
import { RESOURCE_REQUESTS_KEY } from '../../resource-request/api/resource-request.api';
import {
  exportResources,
  fetchResource,
  RESOURCES_KEY,
  useDeleteResource,
  useResourceList,
  useResourceServiceAreas,
  type Resource,
} from '../api/resource.api';
import { useState } from 'react';
import { RequestResourceForm } from './RequestResourceForm';
import { ResourceCard } from './ResourceCard';
import { ResourceDetailsContent } from './ResourceDetailsContent';
import { ResourceForm } from './ResourceForm';

/** The Stock filter: materials low or out of stock, where the overview's 'Resources to reorder' leads. */
const STOCK_OPTIONS = [{ value: 'REORDER' as const, label: 'To reorder' }];

/** Resource Management (product.md §2.6): search, tabs and sub-tabs, facility filter, cards. */
export function ResourcesPage() {
  const list = useResourceList();
  const editing = useRecordEditing(fetchResource);
  const [requesting, setRequesting] = useState<Resource | null>(null);
  const deleteResource = useDeleteResource();
  const deletion = useConfirmDelete<Resource>({
    remove: (resource) => deleteResource.mutateAsync(resource.id),
    nameOf: (resource) => resource.title,
    failedMessage: 'Failed to delete resource. Please try again.',
    onDeleted: editing.closeDetails,
  });
  useLiveUpdates(
    ['Resource', 'ResourceRequest', 'Facility'],
    [RESOURCES_KEY, RESOURCE_REQUESTS_KEY, FACILITIES_KEY],
  );

  const { filter } = list;
  const serviceAreas = useResourceServiceAreas(filter.tab === 'POST_RELEASE');
  const tab = RESOURCE_TABS.find((candidate) => candidate.value === filter.tab)!;
  const details = useOpenDetails(editing, list.items);
  const noun = filter.tab === 'INCARCERATION' ? 'resources' : 'services';

  const listView = (
    <RecordListView
      list={list}
      plural="resources"
      exportCsv={exportResources}
      grid
      searchPlaceholder="Title or description"
      emptyText=""
      filtered
      emptyState={
        <Stack align="center" py="xl" gap="sm">
          <Text>No {noun} found</Text>
          <Group>
            <Button onClick={editing.add}>Add New Resource</Button>
            {filter.tab === 'INCARCERATION' ? (
              <Button
                variant="default"
                onClick={() => list.setFilter({ facilityId: null, stock: null })}
              >
                View All Facilities
              </Button>
            ) : (
              <Button variant="default" onClick={() => list.setFilter({ serviceArea: null })}>
                View All Service Areas
              </Button>
            )}
          </Group>
        </Stack>
      }
      filters={
        filter.tab === 'INCARCERATION' ? (
          <>
            <ReferenceFilter
              label="Facility"
              anyLabel="All Facilities"
              width={240}
              choices={facilityChoices}
              value={filter.facilityId}
              onChange={(facilityId) => list.setFilter({ facilityId })}
            />
            <ChoiceFilter
              label="Stock"
              anyLabel="Any"
              width={200}
              options={STOCK_OPTIONS}
              value={filter.stock}
              onChange={(stock) => list.setFilter({ stock })}
            />
          </>
        ) : (
          <ChoiceFilter
            label="Service Area"
            anyLabel="All Service Areas"
            width={240}
            searchable
            options={(serviceAreas.data ?? []).map((area) => ({ value: area, label: area }))}
            value={filter.serviceArea}
            onChange={(serviceArea) => list.setFilter({ serviceArea })}
          />
        )
      }
      itemKey={(resource) => resource.id}
      renderItem={(resource) => (
        <ResourceCard
          resource={resource}
          onEdit={() => editing.edit(resource)}
          onRequest={() => setRequesting(resource)}
          onDetails={() => editing.showDetails(resource)}
        />
      )}
    />
  );

  return (
    <>
      <PageTitle title="Resource Management">
        <Group gap="sm">
          <Button variant="default" component={Link} to="/admin/resources/requests">
            Requests
          </Button>
          <ImportButton recordType="resource" />
          <Button onClick={editing.add}>Add New Resource</Button>
        </Group>
      </PageTitle>
      <Tabs
        value={filter.tab}
        onChange={(value) =>
          value && list.setFilter({ tab: value as ResourceTab, subTab: 'ALL', stock: null })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {RESOURCE_TABS.map((candidate) => (
            <Tabs.Tab key={candidate.value} value={candidate.value}>
              {candidate.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {RESOURCE_TABS.map((candidate) => (
          <Tabs.Panel key={candidate.value} value={candidate.value}>
            <Stack>
              <SegmentedControl
                aria-label={`${candidate.label}: kind`}
                value={filter.subTab}
                onChange={(value) => list.setFilter({ subTab: value as ResourceSubTab | 'ALL' })}
                data={tab.subTabs.map((subTab) => ({ value: subTab.value, label: subTab.label }))}
                style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
              />
              {listView}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      {details && (
        <RecordDetails
          title={details.title}
          name={details.title}
          onClose={editing.closeDetails}
          history={{ recordType: 'Resource', recordId: details.id }}
          onEdit={() => editing.edit(details)}
          onDelete={() => deletion.ask(details)}
        >
          <ResourceDetailsContent resource={details} />
        </RecordDetails>
      )}
      {editing.form.mode !== 'closed' && (
        <ResourceForm
          key={editing.formKey}
          resource={editing.editing}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      {requesting && (
        <RequestResourceForm resource={requesting} onClose={() => setRequesting(null)} />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
