/**
 * The local host starts its embedded Azurite beside the API instead of before it, so the site and
 * the chart API answer at once; account routes wait here until storage is up (a second or two).
 * Under Azure nothing is pending and this resolves immediately.
 */
let pending: Promise<unknown> = Promise.resolve();

/** Called by the host with its storage start-up; a failed start leaves storage unconfigured (account routes answer 503). */
export function storageStarting(start: Promise<unknown>): void {
  pending = start.catch((error: unknown) =>
    console.error('embedded storage did not start:', error instanceof Error ? error.message : error),
  );
}

/** Resolves once any pending storage start-up has finished. */
export function storageReady(): Promise<unknown> {
  return pending;
}
