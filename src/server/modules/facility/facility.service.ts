/** Facility rules and queries (spec §3.4, §5.3). Admins write; volunteers read (permissions.ts). */
import {
  FACILITY_DEFAULTS,
  facilityInputSchema,
} from '../../../shared/domain/facility/facility.schema';
import type { Actor } from '../../audit/audit';
import type { Database, DbExecutor } from '../../db/client';
import type { ModelFilter } from '../../db/filters';
import {
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  updateRecord,
  type RecordType,
} from '../../db/records';
import { facility, type FacilityRow } from '../../db/schema/facility';
import { AppError, parseInput } from '../../errors';

export const facilityRecord: RecordType<typeof facility> = {
  name: 'Facility',
  table: facility,
  sortColumn: facility.name,
  inUseMessage:
    'This facility is still linked to clients, volunteers, programs, schedules, resources or incident reports. Move or remove them first.',
};

export interface ServiceContext {
  db: Database;
  actor: Actor;
}

/** Fields the caller left out are kept as stored; `undefined` means "not sent". */
function sentFields(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

export function listFacilities(
  db: DbExecutor,
  args: { filter?: ModelFilter | null; limit?: number | null; nextToken?: string | null },
) {
  return listRecords(db, facilityRecord, args);
}

export async function getFacility(db: DbExecutor, id: string): Promise<FacilityRow | null> {
  return findRecord(db, facilityRecord, id);
}

export async function createFacility(
  ctx: ServiceContext,
  input: Record<string, unknown>,
): Promise<FacilityRow> {
  const values = parseInput(facilityInputSchema, { ...FACILITY_DEFAULTS, ...sentFields(input) });
  return insertRecord(ctx.db, ctx.actor, facilityRecord, values);
}

export interface UpdateFacilityInput extends Record<string, unknown> {
  id: string;
  expectedVersion: number;
}

export async function updateFacility(
  ctx: ServiceContext,
  input: UpdateFacilityInput,
): Promise<FacilityRow> {
  const { id, expectedVersion, ...fields } = input;
  if ('email' in fields && fields.email !== undefined) {
    // The form locks the e-mail when editing; the API keeps the same rule.
    throw new AppError('VALIDATION_FAILED', 'Email cannot be changed', {
      email: 'Email cannot be changed',
    });
  }
  return updateRecord(ctx.db, ctx.actor, facilityRecord, { id, expectedVersion }, (current) =>
    parseInput(facilityInputSchema, { ...current, ...sentFields(fields) }),
  );
}

export async function deleteFacility(ctx: ServiceContext, id: string): Promise<FacilityRow> {
  return deleteRecord(ctx.db, ctx.actor, facilityRecord, { id });
}
