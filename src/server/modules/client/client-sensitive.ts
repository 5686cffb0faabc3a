/**
 * Least data by default (decision 075, product.md §3.3.6): the client's sensitive fields (the
 * conversion date and special needs, `sensitive` in client.record.ts) are for admins, and for a
 * volunteer only on a client whose admins ticked "share with the volunteer". The API answers
 * null in their place (client.graphql.ts); this file keeps a volunteer's filters and changes
 * from reaching them.
 */
import {
  clientDeclaration,
  SENSITIVE_CLIENT_FIELDS,
} from '../../../shared/domain/client/client.record';
import type { ModelFilter } from '../../db/filters';
import { restrictedViewer, type Caller } from '../../db/record-service';
import type { ClientRow } from '../../db/schema/client';
import { AppError, fieldError } from '../../errors';

const SENSITIVE_MESSAGES = {
  share: 'Only admins can share these details with the volunteer',
  change: (label: string) =>
    `${label} is kept by the programme's admins; they can share it with you`,
  filter: (label: string) => `${label} is not shared with volunteers: filter by another field`,
} as const;

/** Whether the caller may not see the client's sensitive fields; `null`: a client not yet made. */
export function withholdsSensitive(
  caller: Caller,
  row: Pick<ClientRow, 'sensitiveShared'> | null,
): boolean {
  return restrictedViewer(caller) !== null && !(row?.sensitiveShared ?? false);
}

const labelOf = (name: string) =>
  clientDeclaration.fields[name as keyof typeof clientDeclaration.fields].label ?? name;

/**
 * What a volunteer sent, minus the sensitive fields they were shown as empty, which stay as
 * stored. A value they could not have seen is refused under its field rather than dropped, and
 * so is a change of the sharing itself.
 */
export function withoutWithheldFields(
  caller: Caller,
  current: ClientRow | null,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  if (!restrictedViewer(caller)) return sent;
  const shared = current?.sensitiveShared ?? false;
  if (sent.sensitiveShared !== undefined && sent.sensitiveShared !== null) {
    if (sent.sensitiveShared !== shared)
      throw fieldError('sensitiveShared', SENSITIVE_MESSAGES.share);
  }
  if (shared) return sent;
  const kept = { ...sent };
  for (const name of SENSITIVE_CLIENT_FIELDS) {
    const value = sent[name];
    if (value === undefined) continue;
    if (value !== null && value !== '')
      throw fieldError(name, SENSITIVE_MESSAGES.change(labelOf(name)));
    delete kept[name];
  }
  return kept;
}

/** Refuses a volunteer's filter on a sensitive field (filters are flat: one condition per field). */
export function checkFilterFields(caller: Caller, filter: ModelFilter | null | undefined): void {
  if (!restrictedViewer(caller) || !filter) return;
  for (const name of SENSITIVE_CLIENT_FIELDS) {
    if (filter[name] !== undefined && filter[name] !== null) {
      throw new AppError('FORBIDDEN', SENSITIVE_MESSAGES.filter(labelOf(name)));
    }
  }
}
