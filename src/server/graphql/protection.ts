/**
 * Limits on what one GraphQL request may ask (issue "Reliability and security drills", item 4):
 * depth, aliases, tokens and cost, without saying what the limits are; no field suggestions
 * (they leak the schema); introspection only in development.
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';

const QUERY_LIMITS = { depth: 10, aliases: 15, tokens: 3000, cost: 5000 };

export function protectionPlugins(options: { allowIntrospection: boolean }) {
  return [
    maxDepthPlugin({ n: QUERY_LIMITS.depth, exposeLimits: false, flattenFragments: true }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases, exposeLimits: false }),
    maxTokensPlugin({ n: QUERY_LIMITS.tokens, exposeLimits: false }),
    costLimitPlugin({ maxCost: QUERY_LIMITS.cost, exposeLimits: false }),
    blockFieldSuggestionsPlugin(),
    ...(options.allowIntrospection ? [] : [useDisableIntrospection()]),
  ];
}
