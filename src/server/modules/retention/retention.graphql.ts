/**
 * retentionSettings / updateRetentionSettings / retentionReview / runRetention (decision 077,
 * product.md §3.3.8): super admins only.
 */
import { todayIn } from '../../../shared/domain/common/calendar';
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import {
  retentionSettings,
  reviewRetention,
  runRetention,
  updateRetentionSettings,
  type DueClient,
  type RetentionReview,
  type RetentionRunResult,
  type RetentionSettings,
} from './retention';

const RetentionSettingsType = builder.objectRef<RetentionSettings>('RetentionSettings').implement({
  description: 'How long the programme keeps what it holds about people, in whole years',
  fields: (t) => ({
    closedClientYears: t.exposeInt('closedClientYears', {
      description: 'A closed client is anonymised this long after their record last changed',
    }),
    contactLogYears: t.exposeInt('contactLogYears', {
      description: 'Contact-log entries older than this are deleted',
    }),
    auditYears: t.exposeInt('auditYears', {
      description: 'History and access-log entries older than this are deleted',
    }),
  }),
});

const DueClientType = builder.objectRef<DueClient>('RetentionDueClient').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeString('clientId'),
    preferredName: t.exposeString('preferredName'),
    lastChanged: t.exposeString('lastChanged', {
      description: 'YYYY-MM-DD: the day the record last changed',
    }),
  }),
});

const cutoffFields = {
  clientsChangedBefore: 'YYYY-MM-DD: closed clients unchanged since before this day are anonymised',
  contactLogsBefore: 'YYYY-MM-DD: contact-log entries of a day before this one are deleted',
  auditEntriesBefore: 'YYYY-MM-DD: audit entries made before this day are deleted',
} as const;

const contactLogsDigestDescription =
  'Identifies exactly the contact-log entries counted: a run given it deletes those, or is refused when they changed';

const RetentionReviewType = builder.objectRef<RetentionReview>('RetentionReview').implement({
  description: 'What running retention today would do, exactly',
  fields: (t) => ({
    asOf: t.exposeString('asOf', { description: "YYYY-MM-DD: the programme's today" }),
    settings: t.field({ type: RetentionSettingsType, resolve: (review) => review.settings }),
    clientsChangedBefore: t.exposeString('clientsChangedBefore', {
      description: cutoffFields.clientsChangedBefore,
    }),
    contactLogsBefore: t.exposeString('contactLogsBefore', {
      description: cutoffFields.contactLogsBefore,
    }),
    auditEntriesBefore: t.exposeString('auditEntriesBefore', {
      description: cutoffFields.auditEntriesBefore,
    }),
    clients: t.field({
      type: [DueClientType],
      description: 'The closed clients to be anonymised, longest unchanged first',
      resolve: (review) => review.clients,
    }),
    contactLogs: t.exposeInt('contactLogs', { description: 'Contact-log entries to be deleted' }),
    contactLogsDigest: t.exposeString('contactLogsDigest', {
      description: contactLogsDigestDescription,
    }),
    auditEntries: t.exposeInt('auditEntries', { description: 'Audit entries to be deleted' }),
  }),
});

const RetentionRunResultType = builder
  .objectRef<RetentionRunResult>('RetentionRunResult')
  .implement({
    fields: (t) => ({
      clientsAnonymised: t.exposeInt('clientsAnonymised'),
      contactLogsDeleted: t.exposeInt('contactLogsDeleted'),
      auditEntriesDeleted: t.exposeInt('auditEntriesDeleted'),
    }),
  });

const UpdateRetentionSettingsInput = builder.inputType('UpdateRetentionSettingsInput', {
  fields: (t) => ({
    closedClientYears: t.int({ required: true }),
    contactLogYears: t.int({ required: true }),
    auditYears: t.int({ required: true }),
  }),
});

const RunRetentionInput = builder.inputType('RunRetentionInput', {
  description:
    'The review being run: its clients and its cut-off days, as retentionReview gave them',
  fields: (t) => ({
    clientIds: t.idList({ required: true }),
    clientsChangedBefore: t.string({
      required: true,
      description: cutoffFields.clientsChangedBefore,
    }),
    contactLogsBefore: t.string({ required: true, description: cutoffFields.contactLogsBefore }),
    auditEntriesBefore: t.string({ required: true, description: cutoffFields.auditEntriesBefore }),
    contactLogsDigest: t.string({ required: true, description: contactLogsDigestDescription }),
  }),
});

builder.queryFields((t) => ({
  retentionSettings: t.field({
    type: RetentionSettingsType,
    authScopes: { permission: 'retention.get' },
    resolve: (_root, _args, context) => retentionSettings(context.db),
  }),
  retentionReview: t.field({
    type: RetentionReviewType,
    authScopes: { permission: 'retention.get' },
    resolve: (_root, _args, context) =>
      reviewRetention(context.db, todayIn(context.orgTimeZone), context.orgTimeZone),
  }),
}));

builder.mutationFields((t) => ({
  updateRetentionSettings: t.field({
    type: RetentionSettingsType,
    authScopes: { permission: 'retention.update' },
    args: { input: t.arg({ type: UpdateRetentionSettingsInput, required: true }) },
    resolve: (_root, args, context) =>
      updateRetentionSettings(context.db, actorOf(context), { ...args.input }),
  }),
  runRetention: t.field({
    type: RetentionRunResultType,
    description:
      'Does what the review showed: deletes its contact-log entries, anonymises its clients still due (one transaction each) and deletes the audit entries before its day. Refused, changing nothing, when the settings, the day or the contact-log entries due changed since.',
    authScopes: { permission: 'retention.run' },
    args: { input: t.arg({ type: RunRetentionInput, required: true }) },
    resolve: (_root, args, context) =>
      runRetention(
        context.db,
        actorOf(context),
        { ...args.input, clientIds: args.input.clientIds.map(String) },
        todayIn(context.orgTimeZone),
        context.orgTimeZone,
      ),
  }),
}));
