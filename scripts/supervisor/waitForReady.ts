// Polls a service's GET /readyz until it answers 200, the deadline passes or `given up` says
// there is no point waiting any more.
const POLL_MS = 100;
const ASK_TIMEOUT_MS = 2_000;

export async function answersReady(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    await answer.body?.cancel();
    return answer.status === 200;
  } catch {
    return false;
  }
}

export async function waitForReady(
  url: string,
  timeoutMs: number,
  givenUp: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = givenUp();
    if (reason) throw new Error(`${url}: ${reason}`);
    if (await answersReady(url)) return;
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
