/** Generated client ids: 'C-' and the number, at least five digits (C-00001). */
const CLIENT_NUMBER = /^C-(\d{5,})$/;

export function formatClientNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a client number: ${n}`);
  return `C-${String(n).padStart(5, '0')}`;
}

/** The number in a generated client id, or null for an id typed by hand in another shape. */
export function parseClientNumber(clientId: string): number | null {
  const match = CLIENT_NUMBER.exec(clientId.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * Reading B values of product.md §3.3 → Reading A (product.md §11), for CSV imports. Reading A values
 * and values of neither reading pass through unchanged, so the schema reports the latter.
 */
const READING_B_TO_A = {
  religiousStatus: { MUSLIM: 'ACTIVE_BELIEVER', CONVERT: 'CONVERTED' },
  // Reading B's OTHER has no Reading A employment status: it is cleared rather than guessed.
  employmentStatus: {
    EMPLOYED: 'EMPLOYED_FULL_TIME',
    UNEMPLOYED: 'UNEMPLOYED_LOOKING',
    OTHER: null,
  },
  housingStatus: { UNSTABLE: 'TEMPORARY' },
  status: { TRANSFERRED: 'ACTIVE', RELEASED: 'ACTIVE', COMMUNITY: 'ACTIVE' },
} as const satisfies Record<string, Record<string, string | null>>;

/** Reading B statuses that say the client no longer lives in a facility. */
const LIVES_IN_COMMUNITY = new Set(['RELEASED', 'COMMUNITY']);

type MappedField = keyof typeof READING_B_TO_A;

function enumText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toUpperCase() : value;
}

/** A client ID is one person's: the form, the API and an import say so in these words. */
export const CLIENT_ID_TAKEN = 'This client ID is already in use';

/**
 * Maps one imported row's Reading B enumeration values to Reading A. Values are compared
 * trimmed and upper-cased, as spreadsheets often hold 'Muslim'. Where location was carried by
 * the Reading B status (RELEASED, COMMUNITY) and the row does not say whether the client is
 * incarcerated, the client is recorded as living in the community, so that fact is not lost.
 */
export function mapReadingBClientValues(row: Record<string, unknown>): Record<string, unknown> {
  const mapped: Record<string, unknown> = { ...row };
  for (const field of Object.keys(READING_B_TO_A) as MappedField[]) {
    if (!(field in row)) continue;
    const value = enumText(row[field]);
    const table: Record<string, string | null> = READING_B_TO_A[field];
    mapped[field] = typeof value === 'string' && Object.hasOwn(table, value) ? table[value] : value;
  }
  const status = enumText(row.status);
  const incarceratedGiven =
    row.incarcerated !== undefined && row.incarcerated !== null && row.incarcerated !== '';
  if (typeof status === 'string' && LIVES_IN_COMMUNITY.has(status) && !incarceratedGiven) {
    mapped.incarcerated = false;
  }
  return mapped;
}
