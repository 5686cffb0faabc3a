/**
 * The audit trail's API (decision 021): recordHistory(recordType, recordId) for a record's
 * History tab, and listAuditEntries(filter) for the audit page. Staff only (product.md §13).
 */
import { AUDIT_ACTIONS } from '../../db/schema/audit';
import { builder } from '../../graphql/builder';
import { SortDirection } from '../../graphql/model-inputs';
import { ONE_PER_ITEM, pagedListCost } from '../../graphql/request-cost';
import {
  findAuditActor,
  MAX_AUDIT_ACTORS,
  searchAuditActors,
  type AuditActor,
} from './audit-actors';
import { listAuditEntries, type AuditEntryView, type AuditFieldChange } from './audit-log.service';

const AuditAction = builder.enumType('AuditAction', {
  description: 'CREATE, UPDATE, DELETE: a change; VIEW: someone opened a client record',
  values: AUDIT_ACTIONS,
});

const AuditFieldChangeType = builder.objectRef<AuditFieldChange>('AuditFieldChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', {
      nullable: true,
      description: 'The value before, as JSON text; null when hidden',
    }),
    after: t.exposeString('after', {
      nullable: true,
      description: 'The value after, as JSON text; null when hidden',
    }),
    hidden: t.exposeBoolean('hidden', {
      description: 'A secret (password, token, private link): the change is listed, not its values',
    }),
  }),
});

const AuditReference = builder.objectRef<{ id: string; name: string }>('AuditReference').implement({
  description: 'The name of a record an id in the changes points at',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const AuditEntry = builder.objectRef<AuditEntryView>('AuditEntry').implement({
  fields: (t) => ({
    id: t.id({ resolve: (entry) => String(entry.id) }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
    actorId: t.exposeID('actorId', { nullable: true }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    actorName: t.exposeString('actorName', {
      description: "The person's name when they acted, else the e-mail recorded, else System",
    }),
    recordType: t.exposeString('recordType'),
    recordId: t.exposeID('recordId'),
    recordLabel: t.exposeString('recordLabel', { nullable: true }),
    action: t.expose('action', { type: AuditAction }),
    changes: t.field({ type: [AuditFieldChangeType], resolve: (entry) => entry.changes }),
    references: t.field({ type: [AuditReference], resolve: (entry) => entry.references }),
  }),
});

const AuditEntryPage = builder
  .objectRef<{ items: AuditEntryView[]; nextToken: string | null }>('AuditEntryPage')
  .implement({
    fields: (t) => ({
      items: t.field({
        type: [AuditEntry],
        complexity: ONE_PER_ITEM,
        resolve: (page) => page.items,
      }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const AuditLogFilterInput = builder.inputType('AuditLogFilterInput', {
  fields: (t) => ({
    actorId: t.id({ description: "The acting person's account id: their entries alone" }),
    user: t.string({
      description: "Words of the acting person's name or e-mail as they were when they acted",
    }),
    recordType: t.string({ description: 'Client, Volunteer, Facility, …' }),
    recordId: t.id(),
    action: t.field({ type: AuditAction }),
    from: t.string({ description: "YYYY-MM-DD, in the programme's time zone" }),
    to: t.string({ description: "YYYY-MM-DD, included, in the programme's time zone" }),
    clientViewsByOthers: t.boolean({
      description: 'Only views of clients by someone who was not their assigned volunteer then',
    }),
  }),
});

const AuditActorType = builder.objectRef<AuditActor>('AuditActor').implement({
  description: 'A person who may have acted, as the audit page offers them to filter by',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
  }),
});

builder.queryFields((t) => ({
  searchAuditActors: t.field({
    type: [AuditActorType],
    description: `People whose name or e-mail holds every word of search, by name; the first ${MAX_AUDIT_ACTORS} at most`,
    authScopes: { permission: 'auditLog.list' },
    args: { search: t.arg.string(), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, context) => searchAuditActors(context.db, args.search, args.limit ?? 20),
  }),
  getAuditActor: t.field({
    type: AuditActorType,
    nullable: true,
    authScopes: { permission: 'auditLog.list' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findAuditActor(context.db, args.id),
  }),
  listAuditEntries: t.field({
    type: AuditEntryPage,
    description: 'The audit trail, newest first unless sortDirection is ASC',
    authScopes: { permission: 'auditLog.list' },
    complexity: pagedListCost,
    args: {
      filter: t.arg({ type: AuditLogFilterInput }),
      limit: t.arg.int(),
      nextToken: t.arg.string({
        description: "The previous page's nextToken; only valid with the same sortDirection",
      }),
      sortDirection: t.arg({ type: SortDirection, description: 'By time; DESC when left out' }),
    },
    resolve: (_root, args, context) =>
      listAuditEntries(context.db, args.filter ?? {}, args, context.orgTimeZone),
  }),
  recordHistory: t.field({
    type: AuditEntryPage,
    description:
      "One record's trail, newest first, also after it was deleted; a client's includes its contact logs' entries",
    authScopes: { permission: 'auditLog.list' },
    complexity: pagedListCost,
    args: {
      recordType: t.arg.string({ required: true }),
      recordId: t.arg.id({ required: true }),
      limit: t.arg.int(),
      nextToken: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      listAuditEntries(
        context.db,
        // A client's contact logs are part of its story (they have no page of their own).
        args.recordType === 'Client'
          ? { clientHistory: args.recordId }
          : { recordType: args.recordType, recordId: args.recordId },
        args,
        context.orgTimeZone,
      ),
  }),
}));
