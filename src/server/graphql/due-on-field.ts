/**
 * The `dueOn` of a record due from the client's release (a plan's step, a paper; the
 * declaration's `dueFromRelease`): the release date moved by `offsetDays`, read live per request
 * so that moving the release date moves every due day (decision 068).
 */
import { stepDueOn } from '../../shared/domain/reentry/due-dates';
import { releaseDateOf } from '../modules/reentry-step/release-dates';
import type { GraphQLContext } from './context';

interface DueFromRelease {
  clientId: string;
  offsetDays: number | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Pothos's field builder, as record-graphql.ts types it */
export const dueOnField = (t: any) =>
  t.string({
    nullable: true,
    description:
      "The day it is due: the client's release date moved by offsetDays; null without either",
    resolve: async (row: DueFromRelease, _args: unknown, context: GraphQLContext) =>
      stepDueOn(await releaseDateOf(context, context.db, row.clientId), row.offsetDays),
  });
