/**
 * The default reentry plan a new programme starts with (product.md §3.3.1): written into the
 * template by migration 0028, which admins then change. Kept here too so that tests can put a
 * database back as migrations leave it (tests/support/database.ts) and check the migration wrote
 * these.
 */
export const DEFAULT_REENTRY_STEPS: readonly { title: string; offsetDays: number | null }[] = [
  { title: 'ID documents', offsetDays: -30 },
  { title: 'Housing secured', offsetDays: -14 },
  { title: 'Pick-up arranged', offsetDays: -3 },
  { title: 'First contact', offsetDays: 3 },
  { title: 'Employment or training', offsetDays: 30 },
  { title: 'Benefits applied', offsetDays: 30 },
  { title: 'Mentor assigned', offsetDays: null },
];
