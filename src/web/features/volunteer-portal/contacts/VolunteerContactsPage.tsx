import { Center, Loader, Text } from '@mantine/core';
import { useCurrentUser } from '../../../auth/useCurrentUser';
import { PageTitle } from '../../../components/PageTitle';
import { RecordListView } from '../../../components/records/RecordListView';
import { useRecordEditing } from '../../../components/records/useRecordEditing';
import { useLiveUpdates } from '../../../lib/live-updates';
import { CLIENTS_KEY, fetchClient, useClientList } from '../../client/api/client.api';
import { CONTACT_LOGS_KEY } from '../../client/api/contact-log.api';
import { REENTRY_CHECK_INS_KEY } from '../../client/api/reentry-check-in.api';
import { REENTRY_STEPS_KEY } from '../../client/api/reentry-step.api';
import { ReleaseWindowFilter } from '../../client/components/ReleaseWindowFilter';
import { useToday } from '../../../lib/use-now';
import { FACILITIES_KEY } from '../../facility/api/facility.api';
import { ContactClientCard } from './ContactClientCard';
import { FollowUpDateForm } from './FollowUpDateForm';

/**
 * A volunteer's contacts (product.md §12 "Volunteer portal pages"): the clients assigned to them,
 * each with where they are, the follow-up date and the contact log. The server lists only
 * clients the volunteer may read (product.md §13); the filter keeps those assigned to them.
 * "Released within" 30, 60 or 90 days narrows them to who of theirs is coming home
 * (product.md §3.3.1).
 */
export function VolunteerContactsPage() {
  const me = useCurrentUser();
  return (
    <>
      <PageTitle title="Contacts" />
      {me.status !== 'signedIn' ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <AssignedClients volunteerId={me.userId} />
      )}
    </>
  );
}

function AssignedClients({ volunteerId }: { volunteerId: string }) {
  const list = useClientList({ assignedVolunteerId: volunteerId });
  const today = useToday();
  const editing = useRecordEditing(fetchClient);
  useLiveUpdates(
    ['Client', 'ContactLog', 'ReentryStep', 'ReentryCheckIn', 'Facility'],
    [CLIENTS_KEY, CONTACT_LOGS_KEY, REENTRY_STEPS_KEY, REENTRY_CHECK_INS_KEY, FACILITIES_KEY],
  );

  // Volunteers cannot list other people: anyone else in the log is another team member.
  const authorName = (id: string) => (id === volunteerId ? 'You' : 'Another team member');

  return (
    <>
      <Text mb="md">
        The clients assigned to you. Record each visit, call, letter or message, and keep the
        follow-up date current.
      </Text>
      <RecordListView
        list={list}
        plural="clients"
        searchPlaceholder="Name or client ID"
        emptyText="No clients are assigned to you yet."
        filters={
          <ReleaseWindowFilter filter={list.filter} setFilter={list.setFilter} today={today} />
        }
        itemKey={(client) => client.id}
        renderItem={(client) => (
          <ContactClientCard
            client={client}
            facilityName={client.facilityName ?? ''}
            authorName={authorName}
            today={today}
            onChangeFollowUp={() => editing.edit(client)}
          />
        )}
      />
      {editing.editing && (
        <FollowUpDateForm
          key={editing.formKey}
          client={editing.editing}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
    </>
  );
}
