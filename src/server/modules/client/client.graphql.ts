/** Client API (spec model MRIClient): derived from the declaration, over client.service.ts. */
import { CLIENT_CSV } from '../../../shared/csv/export-columns';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import type { ClientRow } from '../../db/schema/client';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { clientService } from './client.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  ClientRow,
  typeof clientDeclaration.fields
>(clientDeclaration, {
  inputNote:
    'Fields that do not apply to where the client lives (incarcerated or in the community) are cleared.',
});

addCrudFields({
  typeName: 'Client',
  pluralName: 'Clients',
  permissionModel: 'client',
  ref,
  service: clientService,
  filterInput,
  createInput,
  updateInput,
  csvExport: CLIENT_CSV,
});
