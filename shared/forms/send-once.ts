interface MutationCall<Result> {
  unwrap(): Promise<Result>;
  reset(): void;
}

/**
 * Waits for a mutation dispatched outside its hook (a form whose API client is loaded when it is sent)
 * and then drops the call's entry from the cache, as the hook would on unmount.
 */
export async function sendOnce<Result>(call: MutationCall<Result>): Promise<Result> {
  try {
    return await call.unwrap();
  } finally {
    call.reset();
  }
}
