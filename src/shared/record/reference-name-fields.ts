/**
 * The name fields the API adds beside a declared reference (decision 055): a list row carries
 * the names it shows, so a page need not load every facility or volunteer to show them.
 * `facilityId` → `facilityName`, `assignedFacility` → `assignedFacilityName`,
 * `witnessVolunteers` → `witnessVolunteerNames`, `approvedFacilities` → `approvedFacilityNames`.
 */
import type { Fields, RecordDeclaration } from './define-record';
import type { FieldDef, ReferencedRecord } from './field';

/** The records a name can be given for: each has a name people know it by. */
const NAMED_RECORDS = ['facility', 'volunteer', 'admin', 'account', 'resource'] as const;
export type NamedRecord = (typeof NAMED_RECORDS)[number];

function isNamedRecord(record: ReferencedRecord | undefined): record is NamedRecord {
  return (NAMED_RECORDS as readonly string[]).includes(record ?? '');
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}

/** The name field of a reference field, or null when what it points at has no name. */
export function nameFieldOf(name: string, field: FieldDef): string | null {
  if (!isNamedRecord(field.references)) return null;
  if (field.kind === 'reference') return `${name.replace(/Id$/, '')}Name`;
  if (field.kind === 'references') return `${singular(name)}Names`;
  return null;
}

export interface ReferenceNameField {
  /** The declared field holding the id (or ids). */
  idField: string;
  /** The API field holding the name (or names). */
  nameField: string;
  references: NamedRecord;
  many: boolean;
}

/** Every name field a record type's API carries, in declaration order. */
export function referenceNameFields<F extends Fields>(
  declaration: RecordDeclaration<F>,
): ReferenceNameField[] {
  return declaration.fieldNames.flatMap((idField) => {
    const field = declaration.fields[idField]!;
    const nameField = nameFieldOf(idField, field);
    // A record that stores the name itself (a request's requesterName, kept as it was) keeps it.
    if (!nameField || nameField in declaration.fields) return [];
    return [
      {
        idField,
        nameField,
        references: field.references as NamedRecord,
        many: field.kind === 'references',
      },
    ];
  });
}
