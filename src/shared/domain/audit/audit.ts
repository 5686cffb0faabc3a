/**
 * The audit trail as people read it (decision 021): which record types it names, what each
 * action is called, the audit page's filter rules and messages.
 */
import { isCalendarDate } from '../common/dates';
import { DECLARED_RECORD_TYPE_WORDS } from './record-type-words.generated';

/**
 * Record types the trail names, with the words the audit page uses for them: every declared type
 * (its words generated from its declaration), and what the trail records that is not one.
 */
export const AUDIT_RECORD_TYPES = {
  ...DECLARED_RECORD_TYPE_WORDS,
  CalendarFeed: 'Calendar link',
  Account: 'Sign-in account',
  SecuritySettings: 'Security settings',
  RetentionSettings: 'Retention settings',
  RetentionRun: 'Retention run',
} as const;
export type AuditRecordType = keyof typeof AUDIT_RECORD_TYPES;

export function isAuditRecordType(value: string): value is AuditRecordType {
  return Object.hasOwn(AUDIT_RECORD_TYPES, value);
}

/** The words for a record type ('Contact log'); an unknown one as it is. */
export const auditRecordTypeLabel = (type: string): string =>
  isAuditRecordType(type) ? AUDIT_RECORD_TYPES[type] : type;

export const AUDIT_ACTION_LABELS = {
  CREATE: 'Created',
  UPDATE: 'Updated',
  DELETE: 'Deleted',
  VIEW: 'Viewed',
  EXPORT: 'Exported',
  INVITE: 'Invitation sent',
  PASSWORD_RESET: 'Password reset sent',
  LINK_PROVIDER: 'Sign-in provider linked',
  UNLINK_PROVIDER: 'Sign-in provider unlinked',
  ADD_PASSKEY: 'Passkey added',
  REMOVE_PASSKEY: 'Passkey removed',
  ANONYMISE: 'Anonymised',
  SIGN_IN: 'Signed in',
} as const;

/**
 * Fields whose values the trail never shows, whatever record they appear in: secrets that
 * would let someone sign in or read a private link. The change itself is still listed.
 */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'token',
  'tokenHash',
  'secret',
  'backupCodes',
  'accessToken',
  'refreshToken',
  'idToken',
  'feedId',
]);

export const AUDIT_MESSAGES = {
  invalidDate: 'Enter a date as YYYY-MM-DD',
  toBeforeFrom: 'The end date must be on or after the start date',
  unknownRecordType: 'Choose a record type from the list',
  userTooLong: 'Enter at most 100 characters',
} as const;

export interface AuditDateRange {
  from?: string | null;
  to?: string | null;
}

/** The problems of a date range, by field: each a calendar date, `to` not before `from`. */
export function auditDateRangeProblems(range: AuditDateRange): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['from', 'to'] as const) {
    const value = range[field];
    if (value != null && value !== '' && !isCalendarDate(value)) {
      problems[field] = AUDIT_MESSAGES.invalidDate;
    }
  }
  if (!problems.from && !problems.to && range.from && range.to && range.to < range.from) {
    problems.to = AUDIT_MESSAGES.toBeforeFrom;
  }
  return problems;
}
