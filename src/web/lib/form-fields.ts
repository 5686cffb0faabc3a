/**
 * The fields a form shows, picked from a parsed input: an update sends only these, so fields
 * the form does not show keep their stored values instead of being reset to defaults.
 */
export function pickFields<Values extends object, Field extends keyof Values>(
  values: Values,
  fields: readonly Field[],
): Pick<Values, Field> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<Values, Field>;
}
