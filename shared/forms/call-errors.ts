/** The HTTP status of a failed call, or undefined for network and parsing failures. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** The JSON body of a failed call, when there was one. */
export function errorBody(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}
