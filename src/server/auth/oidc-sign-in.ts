/**
 * Sign-in through an OpenID Connect provider (decision 062),
 * on better-auth's generic OAuth plugin: authorization code with PKCE and state; only an
 * existing account, and only when the provider says it verified the e-mail (and ours is
 * verified too: no linking to an unverified e-mail); never a new account.
 *
 * The two-factor plugin asks for the authenticator code after password sign-in only; the hook
 * below does the same after a provider sign-in. Disabled and locked accounts are refused before
 * a session is made, at the one door of every sign-in (session-door.ts).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { OidcProvider } from '../oidc-config';

/** Where the browser lands after the provider: the app's sign-in views read these. */
const OIDC_LANDING = {
  signedIn: '/',
  failed: '/?signInError=oidc',
  secondFactor: '/?signInStep=authenticator',
} as const;

/** better-auth's refusals that differ by whether the e-mail has an account. */
const ACCOUNT_TELLING_ERROR = /([?&])error=(?:account_not_linked|signup_disabled)(?=&|#|$)/;

// The two-factor plugin's own names, so that its /two-factor/verify-totp finishes the sign-in.
const TWO_FACTOR_COOKIE = 'two_factor';
const CHALLENGE_SECONDS = 600;

export function oidcPlugins(providers: OidcProvider[]): BetterAuthPlugin[] {
  if (providers.length === 0) return [];
  return [
    genericOAuth({
      config: providers.map((provider) => ({
        providerId: provider.id,
        name: provider.label,
        discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        disableImplicitSignUp: true,
        disableSignUp: true,
      })),
    }),
    {
      id: 'oidc-second-factor',
      hooks: {
        after: [
          {
            matcher: (context) => context.path === '/callback/:id',
            handler: createAuthMiddleware(async (ctx) => {
              // An e-mail with an account not linked to the provider, and one with no account,
              // get the same answer: the refusal tells nothing of who has an account (decision 062).
              const location = ctx.context.responseHeaders?.get('location') ?? '';
              if (ACCOUNT_TELLING_ERROR.test(location))
                throw ctx.redirect(location.replace(ACCOUNT_TELLING_ERROR, '$1error=not_linked'));
              const signedIn = ctx.context.newSession;
              if (!signedIn) return;
              const user = signedIn.user as typeof signedIn.user & { twoFactorEnabled?: boolean };
              if (!user.twoFactorEnabled) return;
              deleteSessionCookie(ctx, true);
              await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
              ctx.context.setNewSession(null);
              const identifier = `2fa-${generateRandomString(20)}`;
              const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
              await ctx.context.internalAdapter.createVerificationValue({
                value: user.id,
                identifier,
                expiresAt,
              });
              await ctx.context.internalAdapter.createVerificationValue({
                value: '0',
                identifier: `2fa-attempts-${identifier}`,
                expiresAt,
              });
              const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
                maxAge: CHALLENGE_SECONDS,
              });
              await ctx.setSignedCookie(
                cookie.name,
                identifier,
                ctx.context.secret,
                cookie.attributes,
              );
              throw ctx.redirect(OIDC_LANDING.secondFactor);
            }),
          },
        ],
      },
    } satisfies BetterAuthPlugin,
  ];
}
