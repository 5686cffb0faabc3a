/**
 * mySessions / endMySession: where the signed-in person is signed in, and signing one out;
 * myProviders / unlinkMyProvider: the sign-in providers linked to their account;
 * myPasskeys / removeMyPasskey: their passkeys.
 */
import { builder } from '../../graphql/builder';
import { listMyPasskeys, removeMyPasskey, type MyPasskey } from './my-passkeys.service';
import { listMyProviders, unlinkMyProvider, type MyProvider } from './my-providers.service';
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

const MyProviderType = builder.objectRef<MyProvider>('MyProvider').implement({
  description: 'A sign-in provider the programme offers, and whether it signs this person in',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    linkedAt: t.expose('linkedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was linked to this account; null while it is not',
    }),
  }),
});

builder.queryFields((t) => ({
  myProviders: t.field({
    type: [MyProviderType],
    description:
      'The sign-in providers the programme offers; link one with POST /api/auth/link-social and the password',
    authScopes: { permission: 'account.self' },
    resolve: (_root, _args, context) =>
      listMyProviders(context.db, context.viewer!, context.signInProviders),
  }),
}));

builder.mutationFields((t) => ({
  unlinkMyProvider: t.boolean({
    description: 'Stops a provider signing the signed-in person in; audited and e-mailed to them',
    authScopes: { permission: 'account.self' },
    args: { providerId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      unlinkMyProvider(
        {
          db: context.db,
          viewer: context.viewer!,
          notifier: context.notifier,
          providers: context.signInProviders,
        },
        args.providerId,
      ),
  }),
}));

const MyPasskeyType = builder.objectRef<MyPasskey>('MyPasskey').implement({
  description: 'A passkey that signs the signed-in person in',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'The device it was added on' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  myPasskeys: t.field({
    type: [MyPasskeyType],
    description:
      'The passkeys of the signed-in person, newest first; add one with POST /api/auth/passkey/register-options and /register',
    authScopes: { permission: 'account.self' },
    resolve: (_root, _args, context) => listMyPasskeys(context.db, context.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  removeMyPasskey: t.boolean({
    description: 'Removes one of the signed-in person’s passkeys; audited and e-mailed to them',
    authScopes: { permission: 'account.self' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      removeMyPasskey(
        { db: context.db, viewer: context.viewer!, notifier: context.notifier },
        args.id,
      ),
  }),
}));
