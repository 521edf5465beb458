// Sends a file's bytes to the upload URL that createUpload handed out, with the viewer's bearer
// token (the URL is bound to the viewer, single-use and size-limited).
import { ensureFreshSession } from '../../auth/sessionRefresh.ts';
import { sessionHeaders } from '../../relay/fetchGraphQL.ts';

/** The api refused the bytes or could not be reached: `message` is for the user. */
export class UploadFailed extends Error {}

async function refusalMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : null;
  } catch {
    return null;
  }
}

export async function putUpload(url: string, file: File, fallback: string): Promise<void> {
  // The upload URL is site-relative: only our own origin ever gets the token.
  if (!url.startsWith('/') || url.startsWith('//')) throw new UploadFailed(fallback);
  await ensureFreshSession();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream', ...sessionHeaders() },
      body: file,
    });
  } catch {
    throw new UploadFailed(fallback);
  }
  if (!response.ok) throw new UploadFailed((await refusalMessage(response)) ?? fallback);
}
