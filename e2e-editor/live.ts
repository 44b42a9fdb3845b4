import { mailsTo as catcherMailsTo, type CaughtMail } from '../__tests__/helpers/mail';

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
  /** The rebuild hook's secret, which also reads the build history (`/__builds`). */
  get hookSecret(): string {
    return required('LIVE_HOOK_SECRET');
  },
  get previewSecret(): string {
    return required('LIVE_PREVIEW_SECRET');
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with playwright.editor.config.ts`);
  return value;
}

export type { CaughtMail };

/** The mails sent to an address so far, waiting until there are at least `count`. */
export function mailsTo(address: string, count = 1): Promise<CaughtMail[]> {
  return catcherMailsTo(live.mail, address, count, { attempts: 100 });
}
