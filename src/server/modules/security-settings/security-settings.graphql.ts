/**
 * securitySettings / updateSecuritySettings: the programme's sign-in rules (super admins change
 * them); myAccount: the signed-in person's own sign-in state, open even while a required
 * authenticator app is not yet set up (so the app can ask for it).
 */
import { eq } from 'drizzle-orm';
import { securitySettings, updateSecuritySettings, type SecuritySettings } from '../../auth/mfa';
import { user } from '../../db/schema/auth';
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';

const SecuritySettingsType = builder.objectRef<SecuritySettings>('SecuritySettings').implement({
  fields: (t) => ({
    requireAdminMfa: t.exposeBoolean('requireAdminMfa', {
      description: 'Every admin and super admin must sign in with an authenticator app',
    }),
  }),
});

interface MyAccount {
  email: string;
  twoFactorEnabled: boolean;
  mfaSetupRequired: boolean;
}

const MyAccountType = builder.objectRef<MyAccount>('MyAccount').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled'),
    mfaSetupRequired: t.exposeBoolean('mfaSetupRequired', {
      description: 'An authenticator app must be set up before anything else',
    }),
  }),
});

const UpdateSecuritySettingsInput = builder.inputType('UpdateSecuritySettingsInput', {
  fields: (t) => ({ requireAdminMfa: t.boolean({ required: true }) }),
});

builder.queryFields((t) => ({
  securitySettings: t.field({
    type: SecuritySettingsType,
    authScopes: { permission: 'securitySettings.get' },
    resolve: (_root, _args, context) => securitySettings(context.db),
  }),
  myAccount: t.field({
    type: MyAccountType,
    authScopes: { permission: 'account.self' },
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer!;
      const [row] = await context.db
        .select({ twoFactorEnabled: user.twoFactorEnabled })
        .from(user)
        .where(eq(user.id, viewer.userId));
      return {
        email: viewer.email,
        twoFactorEnabled: row?.twoFactorEnabled ?? false,
        mfaSetupRequired: viewer.mfaSetupRequired ?? false,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  updateSecuritySettings: t.field({
    type: SecuritySettingsType,
    authScopes: { permission: 'securitySettings.update' },
    args: { input: t.arg({ type: UpdateSecuritySettingsInput, required: true }) },
    resolve: (_root, args, context) =>
      updateSecuritySettings(context.db, actorOf(context), {
        requireAdminMfa: args.input.requireAdminMfa,
      }),
  }),
}));
