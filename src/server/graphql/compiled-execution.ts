/**
 * Compiled execution (decision 027): a query or mutation a signed-in person sends again runs as
 * JavaScript generated for that document by graphql-jit, instead of graphql-js walking the
 * document for every field of every row. A list page of 50 clients is about 1,700 fields; this
 * is the largest single cost of answering it.
 *
 * What runs compiled is narrowed so that it cannot be turned against the server:
 * - only for a signed-in viewer: compiling happens before any permission check, and costs more
 *   than running a document once (about 3 ms for a list page, 25 ms for fifteen aliased lists);
 * - only from a document's second run: someone sending ever-new documents never makes the
 *   server compile; the web app's few documents are compiled once each and then reused (Yoga's
 *   parse cache hands back the same document object for the same text, so the count holds);
 * - never for subscriptions, whose per-event execution stays with graphql-js.
 */
import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { GraphQLContext } from './context';

/** Whether this execution runs compiled; it counts the document's runs as it answers. */
export function createCompilePolicy(): (args: ExecutionArgs) => boolean {
  const seenDocuments = new WeakSet<DocumentNode>();
  return ({ document, operationName, contextValue }) => {
    if (!(contextValue as GraphQLContext | undefined)?.viewer) return false;
    if (getOperationAST(document, operationName)?.operation === 'subscription') return false;
    if (seenDocuments.has(document)) return true;
    seenDocuments.add(document);
    return false;
  };
}

export function compiledExecution() {
  return useGraphQlJit({}, { enableIf: createCompilePolicy() });
}
