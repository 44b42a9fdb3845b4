/** The running `npm start` of global-setup.ts, and its mail catcher. */
export const live = {
  get site(): string {
    return required('LIVE_SITE_URL');
  },
  get cms(): string {
    return required('LIVE_CMS_URL');
  },
  get mail(): string {
    return required('LIVE_MAIL_URL');
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with playwright.editor.config.ts`);
  return value;
}

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The mails sent to an address so far, waiting until there are at least `count`. */
export async function mailsTo(address: string, count = 1): Promise<CaughtMail[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${live.mail}/messages?to=${encodeURIComponent(address)}`);
    const list = (await response.json()) as CaughtMail[];
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Expected ${count} mail(s) to ${address}`);
}
