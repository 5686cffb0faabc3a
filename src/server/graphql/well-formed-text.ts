/**
 * Text that cannot be stored is refused: a lone UTF-16 surrogate ("\ud800" in a request's JSON) has
 * no UTF-8 form, and the database driver would quietly store "�" instead. Checked once per request,
 * on the query and every variable, before anything runs.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

const BROKEN = 'contains a broken character (half of a pair): retype it and try again';

/** The path of the first string in `value` that is not well-formed UTF-16, or null. */
function brokenTextPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return wellFormed(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = brokenTextPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = brokenTextPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export function wellFormedTextPlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      const path =
        (params.query && !wellFormed(params.query) ? 'query' : null) ??
        brokenTextPath(params.variables ?? {}, '');
      if (!path) return;
      // The field a form knows: input.notes → notes.
      const field = path.replace(/^input\./, '');
      const message = `${field} ${BROKEN}`;
      setResult({
        errors: [
          new GraphQLError(message, {
            extensions: { code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } },
          }),
        ],
      });
    },
  };
}
