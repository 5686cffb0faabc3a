/**
 * IncidentReport rules (product.md §2.8, §4.4, §5.6; product.md §13). Admins: everything. Volunteers:
 * file reports as themselves, read the reports they filed, and update them while OPEN.
 * A new report is OPEN, with empty resolution notes and no follow-up; the follow-up date is
 * kept only while follow-up is needed.
 */
import { eq, sql } from 'drizzle-orm';
import { incidentDeclaration } from '../../../shared/domain/incident/incident.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import {
  INCIDENT_DEFAULTS,
  incidentCreateSchema,
  incidentUpdateSchema,
} from '../../../shared/domain/incident/incident.schema';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import {
  createRecordService,
  sentFields,
  type Caller,
  type ServiceContext,
  isUnrestricted,
} from '../../db/record-service';
import type { RecordType } from '../../db/records';
import { facility } from '../../db/schema/facility';
import { incidentReport, type IncidentReportRow } from '../../db/schema/incident-report';
import { volunteer } from '../../db/schema/volunteer';
import { AppError, parseInput, fieldError } from '../../errors';
import { recordExists, requireAccount, requireRecord } from '../../db/references';
import { byColumn, byEnumText } from '../../db/ordering';
import { byFacilityName } from '../../db/sort-fields';

/** Reports still being dealt with: listed first with `openFirst`. */
const OPEN_INCIDENT_STATUSES = ['OPEN', 'UNDER_REVIEW'] as const;

const incidentReportRecord: RecordType<typeof incidentReport> = {
  name: 'IncidentReport',
  table: incidentReport,
  sortColumn: incidentReport.date,
  // The table's sortable columns (product.md §2.2, decision 050).
  sortFields: {
    DATE: byColumn(incidentReport.date),
    FACILITY: byFacilityName(incidentReport.facilityId),
    TYPE: byEnumText(incidentReport.type),
    STATUS: byColumn(incidentReport.status),
  },
  listOrderings: {
    openFirst: {
      description:
        'When true, reports OPEN or UNDER_REVIEW come first, then the others; each group by date (sortDirection), then id',
      keys: [
        {
          name: 'openFirst',
          // 0 for open reports, 1 for the others; ascending whatever the sortDirection.
          expression: sql`(case when ${incidentReport.status} in (${sql.join(
            OPEN_INCIDENT_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )}) then 0 else 1 end)`,
        },
      ],
    },
  },
};

const INCIDENT_ACCESS_MESSAGES = {
  ownReportsOnly: 'Volunteers can only file and keep reports in their own name.',
  facilityNotFound: 'Facility not found',
  reporterNotFound: 'Reporter not found',
  witnessNotFound: 'Witness volunteer not found',
} as const;

const mayUpdate = (viewer: Viewer, row: IncidentReportRow) =>
  isStaff(viewer) || row.status === 'OPEN';

/** A volunteer's reports are in their own name: another reporter is refused. */
function refuseOtherReporter(caller: Caller, sent: Record<string, unknown>, own: string | null) {
  if (isUnrestricted(caller) || sent.reporterId === undefined) return;
  if (sent.reporterId !== own) {
    throw new AppError('FORBIDDEN', INCIDENT_ACCESS_MESSAGES.ownReportsOnly);
  }
}

async function checkReferences(db: DbExecutor, values: Record<string, unknown>): Promise<void> {
  const id = (value: unknown) => (typeof value === 'string' ? value : null);
  await requireRecord(
    db,
    facility,
    id(values.facilityId),
    'facilityId',
    INCIDENT_ACCESS_MESSAGES.facilityNotFound,
  );
  await requireAccount(
    db,
    id(values.reporterId)?.trim() || null,
    'reporterId',
    INCIDENT_ACCESS_MESSAGES.reporterNotFound,
  );
  const witnesses = Array.isArray(values.witnessVolunteers) ? values.witnessVolunteers : [];
  for (const witness of witnesses) {
    if (typeof witness !== 'string' || witness.trim() === '') continue;
    if (!(await recordExists(db, volunteer, witness.trim()))) {
      throw fieldError('witnessVolunteers', INCIDENT_ACCESS_MESSAGES.witnessNotFound);
    }
  }
}

const baseService = createRecordService({
  record: incidentReportRecord,
  access: {
    readableWhere: (viewer) =>
      isStaff(viewer) ? undefined : eq(incidentReport.reporterId, viewer.userId),
    canUpdate: mayUpdate,
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    const own = ctx.caller === 'system' ? null : ctx.caller.userId;
    refuseOtherReporter(ctx.caller, input, own);
    // The create schema saves every new report OPEN, with no resolution notes and no follow-up.
    const values = parseInput(incidentCreateSchema, {
      ...INCIDENT_DEFAULTS,
      ...(isUnrestricted(ctx.caller) ? {} : { reporterId: own }),
      ...input,
    });
    await checkReferences(ctx.db, values);
    return values;
  },
  prepareUpdate: (current, sent, ctx) => {
    refuseOtherReporter(ctx.caller, sent, current.reporterId);
    return parseInput(incidentUpdateSchema, storedWithChanges(incidentDeclaration, current, sent));
  },
});

export const incidentReportService = {
  ...baseService,
  async update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<IncidentReportRow> {
    // References are checked before the update's transaction (the embedded driver runs one
    // query at a time), and only for someone who may change the report.
    const stored = await baseService.get(ctx.db, ctx.caller, input.id);
    if (stored && (ctx.caller === 'system' || mayUpdate(ctx.caller, stored))) {
      refuseOtherReporter(ctx.caller, sentFields(input), stored.reporterId);
      await checkReferences(ctx.db, sentFields(input));
    }
    return baseService.update(ctx, input);
  },
};
