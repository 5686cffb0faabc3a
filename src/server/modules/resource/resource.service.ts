/**
 * Resource rules (product.md §2.6, §3.6, §4.6, §5.4; product.md §11). Admins write; volunteers read
 * (permissions.ts): every resource is readable by whoever may read resources at all.
 * On every save the category follows the type, a missing last distributed date becomes now and
 * missing times distributed becomes 0; createdBy and updatedBy name the actor.
 */
import { resourceDeclaration } from '../../../shared/domain/resource/resource.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { statusFollowingStock } from '../../../shared/domain/resource/resource.rules';
import {
  RESOURCE_DEFAULTS,
  resourceInputSchema,
  type ResourceInput,
} from '../../../shared/domain/resource/resource.schema';
import type { DbExecutor } from '../../db/client';
import { createRecordService, sentFields, type ServiceContext } from '../../db/record-service';
import { findRecord, isWellFormedId, type RecordType } from '../../db/records';
import { facility } from '../../db/schema/facility';
import { resource, type ResourceRow } from '../../db/schema/resource';
import { parseInput, fieldError } from '../../errors';
import { recordExists, requireRecord } from '../../db/references';

/**
 * The resources available at a facility (product.md §2.6, the facility filter): its primary facility,
 * or one of its approved facilities. An id no facility could have matches nothing.
 */
function availableAtWhere(facilityId: string): SQL {
  if (!isWellFormedId(resource.facilityId, facilityId)) return sql`false`;
  return or(
    eq(resource.facilityId, facilityId),
    sql`${resource.approvedFacilities} @> array[${facilityId}]::text[]`,
  )!;
}

export const resourceRecord: RecordType<typeof resource> = {
  name: 'Resource',
  table: resource,
  sortColumn: resource.title,
  inUseAdvice: 'Remove its requests first, or mark it DISCONTINUED.',
  // The search box of product.md §2.6 matches title or description.
  searchColumns: [resource.title, resource.description],
  listConditions: {
    availableAt: {
      description: 'Facility id: resources whose primary facility or approved facilities hold it',
      where: availableAtWhere,
    },
  },
};

const RESOURCE_REFERENCE_MESSAGES = {
  facilityId: 'Facility not found',
  approvedFacilities: 'An approved facility was not found',
  restrictedFacilities: 'A restricted facility was not found',
} as const;

type FacilityLists = Pick<ResourceRow, 'approvedFacilities' | 'restrictedFacilities'>;

/**
 * The facilities named must exist. In the two lists only ids not already stored are checked, so
 * a facility deleted later does not block saving the resource.
 */
async function checkFacilities(
  db: DbExecutor,
  sent: Record<string, unknown>,
  stored: FacilityLists | null,
): Promise<void> {
  await requireRecord(
    db,
    facility,
    typeof sent.facilityId === 'string' ? sent.facilityId : null,
    'facilityId',
    RESOURCE_REFERENCE_MESSAGES.facilityId,
  );
  for (const field of ['approvedFacilities', 'restrictedFacilities'] as const) {
    const ids = Array.isArray(sent[field]) ? (sent[field] as unknown[]) : [];
    for (const id of ids) {
      if (typeof id !== 'string' || id.trim() === '') continue;
      if (stored?.[field].includes(id.trim())) continue;
      if (!(await recordExists(db, facility, id.trim()))) {
        throw fieldError(field, RESOURCE_REFERENCE_MESSAGES[field]);
      }
    }
  }
}

/**
 * The row to save: the category follows the type (the schema derives it), the status follows the
 * stock unless set by hand, times distributed is 0 and the last distribution empty until there is
 * one (product.md §4.6), and updatedBy names the actor.
 */
function toRow(values: ResourceInput, ctx: ServiceContext) {
  return {
    ...values,
    status: statusFollowingStock(values),
    timesDistributed: values.timesDistributed ?? 0,
    lastDistributedDate: values.lastDistributedDate ? new Date(values.lastDistributedDate) : null,
    updatedBy: ctx.actor.id,
  };
}

const baseService = createRecordService({
  record: resourceRecord,
  prepareCreate: async (input, ctx) => {
    const values = parseInput(resourceInputSchema, { ...RESOURCE_DEFAULTS, ...input });
    await checkFacilities(ctx.db, values, null);
    return toRow(values, ctx);
  },
  prepareUpdate: (current, sent, ctx) => {
    // Times distributed and the last distributed date are not editable: fulfilling a request
    // changes them. The category is never given: it follows the type.
    const { timesDistributed: _times, lastDistributedDate: _last, ...editable } = sent;
    return toRow(
      parseInput(resourceInputSchema, storedWithChanges(resourceDeclaration, current, editable)),
      ctx,
    );
  },
});

export const resourceService = {
  ...baseService,
  async update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ResourceRow> {
    // References are checked before the update's transaction: the check needs the database,
    // which is busy with that transaction on the embedded driver.
    const stored = await findRecord(ctx.db, resourceRecord, input.id);
    if (stored) await checkFacilities(ctx.db, sentFields(input), stored);
    return baseService.update(ctx, input);
  },
};

/** The service areas resources name, each once (trimmed, blank left out), alphabetically. */
export async function serviceAreasInUse(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ area: sql<string>`trim(${resource.serviceArea})` })
    .from(resource)
    .where(sql`trim(${resource.serviceArea}) <> ''`)
    .orderBy(sql`1`);
  return rows.map((row) => row.area);
}
