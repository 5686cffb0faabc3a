/** Builds the GraphQL schema. The only file that imports every module. */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import { addRecordChangedSubscription } from './record-changed';
import '../geocode/geocode.graphql';
import '../modules/account-email/account-email.graphql';
import '../modules/admin/admin.graphql';
import '../modules/audit-log/audit-log.graphql';
import '../modules/calendar-feed/calendar-feed.graphql';
import '../modules/client/client.graphql';
import '../modules/client-consent/client-consent.graphql';
import '../modules/client-file/client-file.graphql';
import '../modules/client-anonymise/client-anonymise.graphql';
import '../modules/retention/retention.graphql';
import '../modules/client-timeline/client-timeline.graphql';
import '../modules/contact-log/contact-log.graphql';
import '../modules/reentry-check-in/reentry-check-in.graphql';
import '../modules/reentry-document/reentry-document.graphql';
import '../modules/reentry-step/reentry-step.graphql';
import '../modules/reentry-step-template/reentry-step-template.graphql';
import '../modules/dashboard/dashboard.graphql';
import '../modules/report/report.graphql';
import '../modules/facility/facility.graphql';
import '../modules/import/import.graphql';
import '../modules/incident-report/incident-report.graphql';
import '../modules/job-run/job-run.graphql';
import '../modules/my-account/my-account.graphql';
import '../modules/outbox/outbox.graphql';
import '../modules/program/program.graphql';
import '../modules/programme/programme.graphql';
import '../modules/resource/resource.graphql';
import '../modules/resource-request/resource-request.graphql';
import '../modules/schedule/schedule.graphql';
import '../modules/schedule/schedule-calendar.graphql';
import '../modules/security-settings/security-settings.graphql';
import '../modules/volunteer/volunteer.graphql';
import '../modules/volunteer-clearance/volunteer-clearance.graphql';

// After every module: it spans the record types they registered.
addRecordChangedSubscription();

export const schema = builder.toSchema();

/** The schema as SDL, sorted so that the committed schema.graphql diffs cleanly. */
export function printSchemaSdl(): string {
  return printSchema(lexicographicSortSchema(schema));
}
