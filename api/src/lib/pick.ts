/** The named properties of an object and no others: a table's columns for a schema's fields, say. */
export const pick = <T, K extends keyof T>(from: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, from[name]])) as Pick<T, K>;
