/**
 * How ready each client's reentry plan is (product.md §3.3.1), for a page of clients: the steps
 * of every client on the page in one query per request, counted by the shared planReadiness on
 * the programme's today, with the open steps whose day has passed.
 */
import { inArray } from 'drizzle-orm';
import { isOverdue, planReadiness } from '../../../shared/domain/reentry/due-dates';
import type { DbExecutor } from '../../db/client';
import { rowsPerClient } from '../../graphql/request-loader';
import { reentryStep } from '../../db/schema/reentry-step';

export interface PlanReadiness {
  /** Steps due by today (not counting those not needed), and how many of them are done. */
  due: number;
  done: number;
  /** Open steps whose day has passed. */
  overdue: number;
  /** Every step of the plan. */
  steps: number;
}

type Steps = { status: string; offsetDays: number | null }[];

const stepsOf = rowsPerClient<Steps[number] & { clientId: string }>((db, clientIds) =>
  db
    .select({
      clientId: reentryStep.clientId,
      status: reentryStep.status,
      offsetDays: reentryStep.offsetDays,
    })
    .from(reentryStep)
    .where(inArray(reentryStep.clientId, clientIds)),
);

/** Null when the client has no plan. */
export async function readinessOf(
  request: object,
  db: DbExecutor,
  client: { id: string; releaseDate: string | null },
  today: string,
): Promise<PlanReadiness | null> {
  const steps = await stepsOf(request, db, client.id);
  if (steps.length === 0) return null;
  return {
    ...planReadiness(steps, client.releaseDate, today),
    overdue: steps.filter((step) => isOverdue(step, client.releaseDate, today)).length,
    steps: steps.length,
  };
}
