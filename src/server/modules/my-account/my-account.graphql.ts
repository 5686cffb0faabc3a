/** mySessions / endMySession: where the signed-in person is signed in, and signing one out. */
import { builder } from '../../graphql/builder';
import { endMySession, listMySessions, type MySession } from './my-sessions.service';

const MySessionType = builder.objectRef<MySession>('MySession').implement({
  description: 'A device the signed-in person is signed in on',
  fields: (t) => ({
    id: t.exposeID('id'),
    userAgent: t.exposeString('userAgent', {
      nullable: true,
      description: 'The browser string the device sent when signing in',
    }),
    ipAddress: t.exposeString('ipAddress', {
      nullable: true,
      description: 'The address it signed in from',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in' }),
    current: t.exposeBoolean('current', { description: 'The session of this request' }),
  }),
});

builder.queryFields((t) => ({
  mySessions: t.field({
    type: [MySessionType],
    description: 'Every session of the signed-in person that has not ended, newest first',
    authScopes: { permission: 'account.self' },
    resolve: (_root, _args, context) => listMySessions(context.db, context.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  endMySession: t.boolean({
    description: "Signs out one of the signed-in person's own sessions",
    authScopes: { permission: 'account.self' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => endMySession(context.db, context.viewer!, args.id),
  }),
}));
