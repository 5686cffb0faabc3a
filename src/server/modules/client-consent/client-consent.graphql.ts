/**
 * ClientConsent API (product.md §3.3.4, decision 072): derived from the declaration, over its
 * service. Recorded once: there is no update or delete.
 */
import { clientConsentDeclaration } from '../../../shared/domain/client/client-consent.record';
import type { ClientConsentRow } from '../../db/schema/client-consent';
import type { GraphQLContext } from '../../graphql/context';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordedOnceGraphQL } from '../../graphql/record-graphql';
import { clientConsentService } from './client-consent.service';

const {
  ref: ClientConsent,
  filterInput,
  createInput,
} = recordedOnceGraphQL<ClientConsentRow, typeof clientConsentDeclaration.fields>(
  clientConsentDeclaration,
  {
    createNote:
      "Admins, or the client's volunteer. The client's consentGiven (BEING_SERVED) or dataUsageConsent (DATA_USAGE) becomes the decision. The day may not be in the future, nor before the last decision on the same consent.",
    // Who recorded it, as the client's file says it.
    extraFields: (t) => ({
      recordedByName: t.string({
        nullable: true,
        description:
          "The name of the person who recorded it (their volunteer or admin record's); null for the system or an account with no such record",
        resolve: (row: ClientConsentRow, _args: unknown, context: GraphQLContext) =>
          context.names.of('account', row.createdBy),
      }),
    }),
  },
);

addCrudFields({
  typeName: 'ClientConsent',
  pluralName: 'ClientConsents',
  permissionModel: 'clientConsent',
  ref: ClientConsent,
  service: clientConsentService,
  filterInput,
  createInput,
  recordedOnce: true,
});
