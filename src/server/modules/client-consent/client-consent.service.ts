/**
 * Clients' consents given and withdrawn (product.md §3.3.4, decision 072). An admin, or a volunteer
 * whose client it is, records a decision: which consent, given or withdrawn, the day and how the
 * client said so. In the same transaction the client's Consent Given or Data Usage Consent becomes
 * that decision, an audited change of the client. Decisions are kept as recorded: no edit, no
 * deletion (they go with a deleted client); a later decision replaces an earlier one.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import { clientConsentDeclaration } from '../../../shared/domain/client/client-consent.record';
import type { ConsentKind } from '../../../shared/domain/client/client.enums';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { createRecordService, type ServiceContext } from '../../db/record-service';
import { insertRecord, writeChanges } from '../../db/records';
import type { ClientRow } from '../../db/schema/client';
import { clientConsent, type ClientConsentRow } from '../../db/schema/client-consent';
import { AppError, fieldError, parseInput } from '../../errors';
import { lockClientFor } from '../client/client-lock';
import { clientRecord, isOwnClient } from '../client/client.service';
import { inTransaction, todayFor } from '../people/person-writes';
import { clientConsentRecord } from './client-consent-record';

const CONSENT_ACCESS_MESSAGES = {
  clientNotFound: 'Client not found',
  inFuture: 'Date cannot be in the future',
  beforeLatest: (day: string) =>
    `Date cannot be before the last decision recorded on this consent (${day})`,
} as const;

/** The client's field that holds the latest decision of each consent. */
const CLIENT_FIELD = {
  BEING_SERVED: 'consentGiven',
  DATA_USAGE: 'dataUsageConsent',
} as const satisfies Record<ConsentKind, keyof ClientRow>;

/** The consents of the clients a volunteer may read: theirs, as the client list has them. */
const ofOwnClients = (viewer: Viewer) =>
  sql`${clientConsent.clientId} in (select c.id from client c where c.assigned_volunteer_id = ${viewer.userId} or c.created_by = ${viewer.userId})`;

/** The client, locked, when the caller may record their consents (an admin, or theirs). */
const clientFor = (ctx: ServiceContext, clientId: string): Promise<ClientRow> =>
  lockClientFor(ctx, clientId, {
    volunteerMay: isOwnClient,
    notFound: fieldError('clientId', CONSENT_ACCESS_MESSAGES.clientNotFound),
  });

/** The day of the latest decision already recorded on this consent of this client. */
async function latestDecisionDay(db: DbExecutor, clientId: string, kind: ConsentKind) {
  const [row] = await db
    .select({ day: max(clientConsent.decidedOn) })
    .from(clientConsent)
    .where(and(eq(clientConsent.clientId, clientId), eq(clientConsent.kind, kind)));
  return row?.day ?? null;
}

const baseService = createRecordService({
  record: clientConsentRecord,
  access: {
    readableWhere: (viewer) => (isStaff(viewer) ? undefined : ofOwnClients(viewer)),
    canUpdate: () => false,
    canDelete: () => false,
  },
  // Recording goes through create below (a transaction with the client's change); a decision
  // is never changed afterwards.
  prepareCreate: () => {
    throw new AppError('FORBIDDEN');
  },
  prepareUpdate: () => {
    throw new AppError('FORBIDDEN');
  },
});

export const clientConsentService = {
  ...baseService,

  /** Records a decision, and makes it the client's consent, all or nothing. */
  create(ctx: ServiceContext, input: Record<string, unknown>): Promise<ClientConsentRow> {
    const values = parseInput(clientConsentDeclaration.inputObject, input);
    return inTransaction(ctx, async (txCtx) => {
      const client = await clientFor(txCtx, values.clientId);
      if (values.decidedOn > todayFor(txCtx)) {
        throw fieldError('decidedOn', CONSENT_ACCESS_MESSAGES.inFuture);
      }
      const latest = await latestDecisionDay(txCtx.db, client.id, values.kind);
      if (latest && values.decidedOn < latest) {
        throw fieldError('decidedOn', CONSENT_ACCESS_MESSAGES.beforeLatest(latest));
      }
      const row = await insertRecord(txCtx.db, txCtx.actor, clientConsentRecord, values);
      await writeChanges(txCtx.db, txCtx.actor, clientRecord, client, {
        [CLIENT_FIELD[values.kind]]: values.decision === 'GIVEN',
      });
      return row;
    });
  },
};
