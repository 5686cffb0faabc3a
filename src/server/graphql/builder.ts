/**
 * The Pothos schema builder. Authorization is deny by default: each root field names a
 * permission of shared/permissions.ts, checked against the viewer's group before it runs.
 */
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { can, type Permission } from '../../shared/permissions';
import { MFA_MESSAGES } from '../auth/mfa';
import { AppError } from '../errors';
import type { GraphQLContext } from './context';

/**
 * Whether the request's viewer holds `permission`. Until a required authenticator app is set
 * up, only the person's own account is open.
 */
export function permits(context: GraphQLContext, permission: Permission): boolean {
  return (
    (!context.viewer?.mfaSetupRequired || permission.startsWith('account.')) &&
    can(context.viewer?.group, permission)
  );
}

/** The error for a field the viewer may not use: UNAUTHENTICATED when signed out. */
export function refusal(context: GraphQLContext): AppError {
  if (!context.viewer) return new AppError('UNAUTHENTICATED');
  return context.viewer.mfaSetupRequired
    ? new AppError('FORBIDDEN', MFA_MESSAGES.setupRequired)
    : new AppError('FORBIDDEN');
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { permission: Permission };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  // Each field's cost is declared here and where a field says otherwise (lists of records by
  // their `limit`, exports by what they read); the request's total is checked before it runs,
  // in graphql/request-cost.ts, rather than in each root field (`disabled`) — decision 060.
  complexity: { defaultComplexity: 1, defaultListMultiplier: 10, disabled: true },
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      permission: (permission) => permits(context, permission),
    }),
    unauthorizedError: (_parent, context) => refusal(context),
  },
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string with offset',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime()))
      throw new AppError('VALIDATION_FAILED', 'Invalid date and time');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
