export interface CaughtMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text and HTML parts. */
  links: string[];
}

export interface MailCatcher {
  smtpPort: number;
  httpUrl: string;
  messages: CaughtMail[];
  stop(): Promise<void>;
}

export function startMailCatcher(options?: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  log?: (mail: CaughtMail) => void;
  /** A client's failed connection (default: one line on stderr); the catcher keeps running. */
  onError?: (error: Error) => void;
}): Promise<MailCatcher>;
