/**
 * anonymiseClient: a person's identifying details removed on request (decision 076,
 * product.md §3.3.7), by a super admin, with the reason recorded in the trail.
 */
import { z } from 'zod';
import { requiredText } from '../../../shared/domain/common/text';
import { todayIn } from '../../../shared/domain/common/calendar';
import { parseInput } from '../../errors';
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import { ClientType } from '../client/client.graphql';
import { owePurge, settlePurges } from '../../jobs/purge-removed-rows';
import { anonymiseClient } from './anonymise-client';

const ANONYMISE_REASON_MESSAGE = 'Reason is required';

const reasonSchema = z.object({ reason: requiredText(ANONYMISE_REASON_MESSAGE, 1000) });

const AnonymiseClientInput = builder.inputType('AnonymiseClientInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    reason: t.string({
      required: true,
      description:
        'Why, as the trail will keep it (a request of the person, a retention period); never their details',
    }),
  }),
});

builder.mutationFields((t) => ({
  anonymiseClient: t.field({
    type: ClientType,
    description:
      "Removes the client's identifying details for good, keeping what reports count in coarse form; their history and access log lose their values. Super admins.",
    authScopes: { permission: 'client.anonymise' },
    args: { input: t.arg({ type: AnonymiseClientInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { reason } = parseInput(reasonSchema, { reason: input.reason });
      const { row, owed } = await context.db.transaction(async (tx) => {
        const anonymised = await anonymiseClient(
          tx as never,
          actorOf(context),
          String(input.id),
          reason,
          todayIn(context.orgTimeZone),
        );
        return { row: anonymised, owed: await owePurge(tx) };
      });
      // The old row versions out of the tables' files before answering (decision 086).
      await settlePurges(context.db, [owed]);
      return row;
    },
  }),
}));
