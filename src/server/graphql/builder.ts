/**
 * The Pothos schema builder. Authorization is deny by default: each root field names a
 * permission of shared/permissions.ts, checked against the viewer's group before it runs.
 */
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { can, type Permission } from '../../shared/permissions';
import { AppError } from '../errors';
import type { GraphQLContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { permission: Permission };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      permission: (permission) => can(context.viewer?.group, permission),
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AppError('FORBIDDEN') : new AppError('UNAUTHENTICATED'),
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
