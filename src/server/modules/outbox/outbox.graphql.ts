/**
 * listOutboxMessages: e-mail kept when no SMTP server is configured, newest first; mailRoute:
 * where e-mail goes now (super admins, on the Outbox page).
 */
import { desc, lt } from 'drizzle-orm';
import { outboxMessage, type OutboxMessageRow } from '../../db/schema/outbox';
import { AppError } from '../../errors';
import { builder } from '../../graphql/builder';
import type { MailRoute as MailRouteValue } from '../../mail/mailer';

const PAGE = 50;

const OutboxMessage = builder.objectRef<OutboxMessageRow>('OutboxMessage').implement({
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OutboxPage = builder
  .objectRef<{ items: OutboxMessageRow[]; nextToken: string | null }>('OutboxMessagePage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [OutboxMessage], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const MailDelivery = builder.enumType('MailDelivery', {
  values: {
    SMTP: { description: 'Sent through the mail server SMTP_URL names' },
    OUTBOX: { description: 'Kept in the outbox: no SMTP_URL is set' },
  } as const,
});

const MailRoute = builder.objectRef<MailRouteValue>('MailRoute').implement({
  description: 'Where the e-mail the dashboard sends goes now.',
  fields: (t) => ({
    delivery: t.field({
      type: MailDelivery,
      resolve: (route) => (route.delivery === 'smtp' ? 'SMTP' : 'OUTBOX'),
    }),
    server: t.exposeString('server', {
      nullable: true,
      description: "The mail server's host and port (never its user name or password).",
    }),
    from: t.exposeString('from', { description: 'The sender every message names (MAIL_FROM).' }),
  }),
});

builder.queryFields((t) => ({
  mailRoute: t.field({
    type: MailRoute,
    authScopes: { permission: 'outbox.list' },
    resolve: (_root, _args, context) => context.mailRoute,
  }),
  listOutboxMessages: t.field({
    type: OutboxPage,
    authScopes: { permission: 'outbox.list' },
    args: { nextToken: t.arg.string() },
    resolve: async (_root, args, context) => {
      // The token is the id of the last message shown; ids only grow.
      const before = args.nextToken == null ? null : Number(args.nextToken);
      if (before !== null && !Number.isSafeInteger(before)) {
        throw new AppError('VALIDATION_FAILED', 'The paging token is not valid.', {
          nextToken: 'Invalid paging token',
        });
      }
      const rows = await context.db
        .select()
        .from(outboxMessage)
        .where(before === null ? undefined : lt(outboxMessage.id, before))
        .orderBy(desc(outboxMessage.id))
        .limit(PAGE + 1);
      const items = rows.slice(0, PAGE);
      return { items, nextToken: rows.length > PAGE ? String(items.at(-1)!.id) : null };
    },
  }),
}));
