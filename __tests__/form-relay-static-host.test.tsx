/**
 * @jest-environment node
 */
// A build for a static host (GATSBY_FORM_RELAY=off: nginx's static mode, hosts that read
// `_headers`) has no server to take a form sent before the page's JavaScript ran: its forms say,
// without JavaScript, that sending needs it there, instead of ending on the host's 405.
import React from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../src/features/i18n/locales';
import { AccountShell } from '../src/components/account/AccountShell';
import { ContactForm } from '../src/components/contact/ContactForm';
import { NewsletterPrompt } from '../src/components/newsletter/NewsletterPrompt';
import { withI18n } from './helpers/i18n';

/** Renders as a build made with this GATSBY_FORM_RELAY (Gatsby inlines it at build time). */
function builtWith<T>(relay: string | undefined, render: () => T): T {
  const saved = process.env.GATSBY_FORM_RELAY;
  try {
    if (relay === undefined) delete process.env.GATSBY_FORM_RELAY;
    else process.env.GATSBY_FORM_RELAY = relay;
    return render();
  } finally {
    if (saved === undefined) delete process.env.GATSBY_FORM_RELAY;
    else process.env.GATSBY_FORM_RELAY = saved;
  }
}

/** The `<noscript>` texts of the build's rendering, as a visitor without JavaScript reads them. */
function noscriptTexts(relay: string | undefined, ui: React.ReactElement, locale: Locale): string[] {
  const html = builtWith(relay, () => renderToString(withI18n(ui, { locale }).element));
  return [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ''));
}

const LANGUAGES: Locale[] = ['en', 'ja', 'ko'];

describe.each(LANGUAGES)('%s', (locale) => {
  const { messages } = withI18n(<></>, { locale });

  it('on a static host, the contact and newsletter forms say that sending needs JavaScript', () => {
    expect(
      noscriptTexts(
        'off',
        <ContactForm email="hello@meridian.network" submit={async () => undefined} />,
        locale,
      ),
    ).toStrictEqual([messages.contact['form.needsJavaScript']]);
    expect(noscriptTexts('off', <NewsletterPrompt />, locale)).toStrictEqual([
      messages.footer['newsletter.needsJavaScript'],
    ]);
  });

  it('on a static host, the sign-in pages say that the account area needs JavaScript', () => {
    const shell = (
      <AccountShell title="Sign in" relayed>
        <form />
      </AccountShell>
    );
    expect(noscriptTexts('off', shell, locale)).toContain(messages.account['shell.needsJavaScript']);
  });

  it('served by the site server (the default), the forms work without JavaScript and say nothing', () => {
    expect(
      noscriptTexts(
        undefined,
        <ContactForm email="hello@meridian.network" submit={async () => undefined} />,
        locale,
      ),
    ).toEqual([]);
    expect(noscriptTexts(undefined, <NewsletterPrompt />, locale)).toEqual([]);
    const shell = (
      <AccountShell title="Sign in" relayed>
        <form />
      </AccountShell>
    );
    expect(noscriptTexts(undefined, shell, locale)).not.toContain(messages.account['shell.needsJavaScript']);
    // The account page itself still needs JavaScript, wherever it is served.
    const account = (
      <AccountShell title="Account">
        <p />
      </AccountShell>
    );
    expect(noscriptTexts(undefined, account, locale)).toContain(messages.account['shell.needsJavaScript']);
  });
});
