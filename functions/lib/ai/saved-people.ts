/**
 * The signed-in visitor's saved people, for the chat's `match_with_saved_person` tool: read with
 * the request's session cookie, only when a tool asks (most replies never touch storage).
 * Signed out, an expired session, or storage down: null, and the tool tells the model so.
 */
import type { HttpRequest } from '@azure/functions';
import type { SavedChart } from '../../../shared/contracts/account';
import { listCharts } from '../auth/saved-charts';
import { readSession, sessionCookieValue } from '../auth/sessions';
import { StorageUnavailableError } from '../storage/tables';

/** The saved people of the session in `request`, or null (see the file comment). */
export async function savedPeopleFor(request: HttpRequest, now: Date): Promise<SavedChart[] | null> {
  if (!sessionCookieValue(request)) return null;
  try {
    const session = await readSession(request, now);
    return session ? await listCharts(session.userId) : null;
  } catch (error) {
    if (error instanceof StorageUnavailableError) return null;
    throw error;
  }
}
