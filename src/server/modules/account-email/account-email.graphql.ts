/** sendAccountEmail: an administrator re-sends an invitation or sends a password reset. */
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import {
  ACCOUNT_EMAIL_KINDS,
  PERSON_RECORD_TYPES,
  sendAccountEmail,
} from './account-email.service';

const AccountEmailKind = builder.enumType('AccountEmailKind', {
  values: ACCOUNT_EMAIL_KINDS,
  description:
    'INVITATION: a new temporary password, for someone who has not chosen a password yet; PASSWORD_RESET: a reset code, for someone who has',
});

const PersonRecordTypeEnum = builder.enumType('PersonRecordType', {
  values: PERSON_RECORD_TYPES,
});

builder.mutationFields((t) => ({
  sendAccountEmail: t.string({
    description:
      "E-mails the person's account an invitation or a password reset; audited. Returns the address it went to.",
    args: {
      recordType: t.arg({ type: PersonRecordTypeEnum, required: true }),
      id: t.arg.id({ required: true }),
      kind: t.arg({ type: AccountEmailKind, required: true }),
    },
    authScopes: { permission: 'account.sendEmail' },
    resolve: (_root, args, context) =>
      sendAccountEmail(
        {
          db: context.db,
          invitations: context.invitations,
          actor: actorOf(context),
          viewer: context.viewer!,
        },
        args,
      ),
  }),
}));
