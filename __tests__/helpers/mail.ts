import type { CaughtMail } from '../../scripts/mail/mail-catcher.mjs';

// Reading the mail catcher of scripts/mail/ over HTTP, for the integration tests (Jest) and the
// editor-loop browser tests (Playwright): no Jest or Node-only imports here.

export type { CaughtMail };

/**
 * The mails sent to an address so far, waiting until there are at least `count` (the CMS sends
 * some after it has answered).
 */
export async function mailsTo(
  catcherUrl: string,
  address: string,
  count = 1,
  { attempts = 50, intervalMs = 200 } = {},
): Promise<CaughtMail[]> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const response = await fetch(`${catcherUrl}/messages?to=${encodeURIComponent(address)}`);
    const list = (await response.json()) as CaughtMail[];
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Expected ${count} mail(s) to ${address}`);
}

/** The path and query of the mail's first link containing `part` (to request it from the test). */
export function linkPath(message: CaughtMail, part: string): string {
  const link = message.links.find((candidate) => candidate.includes(part));
  if (!link) throw new Error(`No link with ${part} in: ${message.links.join(', ')}`);
  return link.replace(/^https?:\/\/[^/]+/, '');
}
