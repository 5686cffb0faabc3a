/**
 * The one door every session passes (decision 089). Whatever route opens it, a session is made
 * by the sign-in library's `createSession`, which runs these database hooks first: here a
 * disabled account, a locked one and an account whose authenticator app was not asked are
 * refused, and a session that is opened is written on the account's trail with how.
 */
import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';
import { AUTH_ROUTES_DECIDED, type RouteDecision } from './auth-routes-decided';
import { INVALID_CREDENTIALS } from './invitation-plugin';
import { lockedMessage, lockedSeconds } from './sign-in-protection';

const DOOR_MESSAGES = {
  notOffered: 'That way of signing in is not offered.',
  authenticatorNeeded:
    'This account uses an authenticator app. Sign in with your password and the code from the app.',
} as const;

/** Where a provider sign-in lands when refused: the sign-in page reads `signInError`. */
const PROVIDER_REFUSAL_LANDING = {
  disabled: '/?signInError=disabled',
  locked: '/?signInError=locked',
} as const;

type Refusal = 'disabled' | 'locked' | 'authenticator';

interface NewSession {
  userId: string;
}

function refuse(ctx: GenericEndpointContext, reason: Refusal, seconds = 0): never {
  // A provider's callback is a browser visit: it is answered with a page, not a message.
  if (ctx.path === '/callback/:id' && reason !== 'authenticator')
    throw ctx.redirect(PROVIDER_REFUSAL_LANDING[reason]);
  switch (reason) {
    // A disabled account gets the answer a wrong password gets: nothing to learn from it.
    case 'disabled':
      throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS);
    case 'locked':
      throw new APIError('TOO_MANY_REQUESTS', {
        message: lockedMessage(seconds),
        code: 'ACCOUNT_LOCKED',
      });
    case 'authenticator':
      throw new APIError('FORBIDDEN', {
        message: DOOR_MESSAGES.authenticatorNeeded,
        code: 'TWO_FACTOR_REQUIRED',
      });
  }
}

function decisionFor(ctx: GenericEndpointContext | null): RouteDecision | undefined {
  return ctx?.path ? AUTH_ROUTES_DECIDED[ctx.path] : undefined;
}

/** Whether this request is its holder renewing their own session, not a sign-in. */
function isRenewal(ctx: GenericEndpointContext, decision: RouteDecision, session: NewSession) {
  const renewable =
    decision.use === 'renews-session' || (decision.use === 'opens-session' && decision.renews);
  return renewable && ctx.context.session?.user.id === session.userId;
}

/** better-auth's `databaseHooks.session`: the checks before, the trail after. */
export function sessionDoor(db: Database) {
  return {
    create: {
      async before(session: NewSession, ctx: GenericEndpointContext | null) {
        const decision = decisionFor(ctx);
        if (!ctx || !decision || decision.use === 'off' || decision.use === 'offered')
          throw new APIError('FORBIDDEN', {
            message: DOOR_MESSAGES.notOffered,
            code: 'SIGN_IN_ROUTE_REFUSED',
          });
        const renewal = isRenewal(ctx, decision, session);
        if (decision.use === 'renews-session' && !renewal)
          throw new APIError('FORBIDDEN', {
            message: DOOR_MESSAGES.notOffered,
            code: 'SIGN_IN_ROUTE_REFUSED',
          });
        const [account] = await db
          .select({
            email: user.email,
            disabled: user.disabled,
            twoFactorEnabled: user.twoFactorEnabled,
          })
          .from(user)
          .where(eq(user.id, session.userId));
        if (!account || account.disabled) refuse(ctx, 'disabled');
        if (renewal) return;
        const seconds = await lockedSeconds(db, account.email);
        if (seconds > 0) refuse(ctx, 'locked', seconds);
        if (
          account.twoFactorEnabled &&
          decision.use === 'opens-session' &&
          decision.secondFactor === 'refused'
        )
          refuse(ctx, 'authenticator');
      },
      async after(session: NewSession & { id: string }, ctx: GenericEndpointContext | null) {
        const decision = decisionFor(ctx);
        if (!ctx || decision?.use !== 'opens-session' || isRenewal(ctx, decision, session)) return;
        const [account] = await db
          .select({
            email: user.email,
            name: user.name,
            twoFactorEnabled: user.twoFactorEnabled,
          })
          .from(user)
          .where(eq(user.id, session.userId));
        if (!account) return;
        // Not signed in yet: the session becomes a code challenge, whose answer is recorded.
        if (decision.secondFactor === 'asked-next' && account.twoFactorEnabled) return;
        const method =
          ctx.path === '/callback/:id' && ctx.params?.id
            ? `${decision.method} (${String(ctx.params.id)})`
            : decision.method;
        await db.insert(auditEntry).values({
          actorId: session.userId,
          actorEmail: account.email,
          actorName: account.name,
          recordType: 'Account',
          recordId: session.userId,
          action: 'SIGN_IN',
          changes: { signedInWith: { before: null, after: method } },
        });
      },
    },
  };
}
