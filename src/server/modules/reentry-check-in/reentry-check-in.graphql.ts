/**
 * ReentryCheckIn API (product.md §3.3.2, decision 070): derived from the declaration, over its
 * service.
 */
import { CHECK_IN_CSV } from '../../../shared/csv/export-columns';
import { reentryCheckInDeclaration } from '../../../shared/domain/reentry/reentry-check-in.record';
import type { ReentryCheckInRow } from '../../db/schema/reentry-check-in';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { reentryCheckInService } from './reentry-check-in.service';

const {
  ref: ReentryCheckIn,
  filterInput,
  createInput,
  updateInput,
} = recordGraphQL<ReentryCheckInRow, typeof reentryCheckInDeclaration.fields>(
  reentryCheckInDeclaration,
  {
    createNote:
      "Admins, or the client's assigned volunteer, for a client in the community with a release date. Returned to custody moves the client back in, at the facility given.",
    updateNote: 'Which check-in, and the return to custody, stay as recorded.',
  },
);

addCrudFields({
  typeName: 'ReentryCheckIn',
  pluralName: 'ReentryCheckIns',
  permissionModel: 'reentryCheckIn',
  ref: ReentryCheckIn,
  service: reentryCheckInService,
  filterInput,
  createInput,
  updateInput,
  csvExport: CHECK_IN_CSV,
});
