/**
 * The default checklist of papers a new programme starts with (product.md §3.3.9), as migration
 * 0037 writes it: tests put a database back as migrations leave it (database.ts) and check the
 * migration wrote these. The programme's code reads the checklist from the database only.
 */
export const DEFAULT_DOCUMENT_CHECKLIST: readonly { document: string; offsetDays: number }[] = [
  { document: 'STATE_ID', offsetDays: -60 },
  { document: 'SOCIAL_SECURITY_CARD', offsetDays: -60 },
  { document: 'BIRTH_CERTIFICATE', offsetDays: -60 },
  { document: 'RELEASE_PAPERS', offsetDays: 0 },
  { document: 'HEALTH_INSURANCE_CARD', offsetDays: 30 },
  { document: 'PROOF_OF_ADDRESS', offsetDays: 30 },
];
