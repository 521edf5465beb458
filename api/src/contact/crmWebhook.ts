// Forwards a contact lead to the CRM's lead-capture webhook (CRM_WEBHOOK_URL) as JSON. A short
// timeout keeps a slow CRM from holding the visitor's request; failures are reported, not thrown.
import type { ContactLeadDto } from '@canam/domain/rest/contact';

export const CRM_TIMEOUT_MS = 3_000;

export type ForwardResult = { ok: true } | { ok: false; reason: string };

export async function forwardLead(
  url: string,
  lead: ContactLeadDto,
  timeoutMs = CRM_TIMEOUT_MS,
): Promise<ForwardResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, reason: `CRM answered ${response.status}` };
  } catch (error) {
    return { ok: false, reason: (error as Error).message || String(error) };
  }
}
