/** ContactLog API (product.md §12): derived from the declaration, over contact-log.service.ts. */
import { contactLogDeclaration } from '../../../shared/domain/contact-log/contact-log.record';
import type { ContactLogRow } from '../../db/schema/contact-log';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { contactLogService } from './contact-log.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  ContactLogRow,
  typeof contactLogDeclaration.fields
>(contactLogDeclaration, {
  createNote:
    "A volunteer's log is always in their own name; staff may name a volunteer (default: themselves).",
});

addCrudFields({
  typeName: 'ContactLog',
  pluralName: 'ContactLogs',
  permissionModel: 'contactLog',
  ref,
  service: contactLogService,
  filterInput,
  createInput,
  updateInput,
});
