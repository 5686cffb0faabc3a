/**
 * Limits on what one GraphQL request may ask (decision 060):
 * depth, aliases and tokens, without saying what the limits are, and cost, saying so (it grows with
 * the records asked for, so a caller needs to know how far to shrink a page); no field suggestions
 * (they leak the schema); introspection only in development.
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { IgnoredWaits } from './ignored-waits';
import { requestCostPlugin } from './request-cost';

const QUERY_LIMITS = { depth: 10, aliases: 15, tokens: 3000 };

export function protectionPlugins(options: {
  allowIntrospection: boolean;
  /** Sign-ins that ignored a named wait, shared with the route's door (ignored-waits.ts). */
  ignoredWaits?: IgnoredWaits;
}) {
  return [
    maxDepthPlugin({ n: QUERY_LIMITS.depth, exposeLimits: false, flattenFragments: true }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases, exposeLimits: false }),
    maxTokensPlugin({ n: QUERY_LIMITS.tokens, exposeLimits: false }),
    // The cost of a request follows the records it asks for: request-cost.ts.
    requestCostPlugin(options.ignoredWaits),
    blockFieldSuggestionsPlugin(),
    ...(options.allowIntrospection ? [] : [useDisableIntrospection()]),
  ];
}
