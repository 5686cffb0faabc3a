/** ContactLog API: thin resolvers over contact-log.service.ts. */
import { CONTACT_KINDS } from '../../../shared/domain/contact-log/contact-log.enums';
import type { ContactLogRow } from '../../db/schema/contact-log';
import { builder } from '../../graphql/builder';
import { addCrudFields } from '../../graphql/crud-fields';
import { enumFilterInput, ModelIDInput, ModelStringInput } from '../../graphql/model-inputs';
import { contactLogService } from './contact-log.service';

const { enumRef: ContactKind, input: ModelContactKindInput } = enumFilterInput(
  'ContactKind',
  CONTACT_KINDS,
);

export const ContactLog = builder.objectRef<ContactLogRow>('ContactLog').implement({
  description: 'A visit, call, letter or message between a volunteer and a client (decisions §3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeID('clientId', { description: 'The client (Client.id)' }),
    volunteerId: t.exposeID('volunteerId', { description: 'Account id of who made the contact' }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    kind: t.expose('kind', { type: ContactKind }),
    notes: t.exposeString('notes', { nullable: true }),
    createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ModelContactLogFilterInput = builder.inputType('ModelContactLogFilterInput', {
  fields: (t) => ({
    id: t.field({ type: ModelIDInput }),
    clientId: t.field({ type: ModelIDInput }),
    volunteerId: t.field({ type: ModelIDInput }),
    date: t.field({ type: ModelStringInput }),
    kind: t.field({ type: ModelContactKindInput }),
    notes: t.field({ type: ModelStringInput }),
  }),
});

// Optional in the schema so that missing values come back with the form's messages.
const CreateContactLogInput = builder.inputType('CreateContactLogInput', {
  description:
    "A volunteer's log is always in their own name; staff may name a volunteer (default: themselves).",
  fields: (t) => ({
    clientId: t.id(),
    volunteerId: t.id(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    kind: t.field({ type: ContactKind }),
    notes: t.string(),
  }),
});

const UpdateContactLogInput = builder.inputType('UpdateContactLogInput', {
  description: 'Fields left out keep their stored value.',
  fields: (t) => ({
    id: t.id({ required: true }),
    expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
    clientId: t.id(),
    volunteerId: t.id(),
    date: t.string({ description: 'YYYY-MM-DD' }),
    kind: t.field({ type: ContactKind }),
    notes: t.string(),
  }),
});

addCrudFields({
  typeName: 'ContactLog',
  pluralName: 'ContactLogs',
  permissionModel: 'contactLog',
  ref: ContactLog,
  service: contactLogService,
  filterInput: ModelContactLogFilterInput,
  createInput: CreateContactLogInput,
  updateInput: UpdateContactLogInput,
});
