import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError';
import { RecordDetails } from '../../../components/records/RecordDetails';
import { openedClientQuery, type Client } from '../api/client.api';
import { AccountEmailSection } from '../../../components/people/AccountEmailSection';
import { ClientDetailsContent } from './ClientDetailsContent';

interface ClientDetailsPanelProps {
  /** The list's copy, kept fresh by live updates. */
  client: Client;
  onClose: () => void;
  /** Absent: the client cannot be changed (anonymised). */
  onEdit?: () => void;
  onDelete: () => void;
}

/**
 * A client's details. Opening them reads the client once with getClient, which the server
 * records in the client's access log (decision 021); until that answers nothing is shown.
 * Later changes come from the list's copy, so a colleague's edit does not count as a new view.
 */
export function ClientDetailsPanel({ client, onClose, onEdit, onDelete }: ClientDetailsPanelProps) {
  const opened = useQuery(openedClientQuery(client.id));
  const shown = opened.data && opened.data.version > client.version ? opened.data : client;
  return (
    <RecordDetails
      title={`Client Details: ${client.preferredName}`}
      name={client.preferredName}
      onClose={onClose}
      onEdit={onEdit}
      onDelete={onDelete}
      history={{ recordType: 'Client', recordId: client.id }}
    >
      {opened.isPending && (
        <Center py="md">
          <Loader aria-label="Loading client" />
        </Center>
      )}
      {opened.isError && (
        <LoadError
          message={`Failed to load the client. ${opened.error.message}`}
          onRetry={() => void opened.refetch()}
        />
      )}
      {opened.isSuccess && <ClientDetailsContent client={shown} />}
      {/* A client with an e-mail has a sign-in account (product.md §12). */}
      {opened.isSuccess && shown.email && (
        <AccountEmailSection recordType="Client" id={shown.id} name={shown.preferredName} />
      )}
    </RecordDetails>
  );
}
