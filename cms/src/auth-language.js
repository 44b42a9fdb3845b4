const { siteUrl } = require('./site-url');

/** The site's languages; English has no path prefix (DESIGN.md §4). */
const {
  DEFAULT_LOCALE,
  LOCALES: LANGUAGES,
  LOCALE_INFO,
  inLanguage,
  isLocale,
  untranslatedIn,
} = require('@meridian/shared/locales');
const { NEWSLETTER_MAILS } = require('./api/newsletter-subscription/services/mails');
/** @typedef {import('@meridian/shared/locales').Locale} Language */
/** @template T @typedef {import('@meridian/shared/locales').Translated<T>} Translated */

/**
 * The sign-in flows' mails (users-permissions templates: `<%= URL %>`, `<%= TOKEN %>`,
 * `<%= CODE %>`) in each language. The English ones are what the admin's email templates show;
 * the others replace them when the visitor used the site in Japanese or Korean. The confirmation
 * link carries `lang` so that the CMS can send the visitor back to the account page of that
 * language (middlewares/confirmation-link.js). A language not translated here gets English.
 * @type {Translated<Record<'resetSubject' | 'resetMessage' | 'confirmSubject' | 'confirmMessage', string>>}
 */
const AUTH_MAILS = {
  en: {
    resetSubject: 'Reset your Meridian password',
    resetMessage: `<p>Someone asked to reset the password of your Meridian account.</p>
<p>Choose a new password here (the link works once):</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
    confirmSubject: 'Confirm your Meridian account',
    confirmMessage: `<p>Welcome to Meridian!</p>
<p>Confirm your email address with this link (it works once):</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>"><%= URL %>?confirmation=<%= CODE %></a></p>
<p>If you did not create a Meridian account, ignore this mail.</p>`,
  },
  ja: {
    resetSubject: 'Meridianのパスワード再設定',
    resetMessage: `<p>Meridianアカウントのパスワード再設定が申請されました。</p>
<p>以下のリンクから新しいパスワードを設定してください（リンクは一度だけ有効です）。</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。</p>`,
    confirmSubject: 'Meridianアカウントのメールアドレス確認',
    confirmMessage: `<p>Meridianへようこそ。</p>
<p>以下のリンクからメールアドレスを確認してください（リンクは一度だけ有効です）。</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>&amp;lang=ja"><%= URL %>?confirmation=<%= CODE %>&amp;lang=ja</a></p>
<p>Meridianアカウントを作成した覚えがない場合は、このメールを破棄してください。</p>`,
  },
  ko: {
    resetSubject: 'Meridian 비밀번호 재설정',
    resetMessage: `<p>Meridian 계정의 비밀번호 재설정이 요청되었습니다.</p>
<p>아래 링크에서 새 비밀번호를 설정해 주세요(링크는 한 번만 사용할 수 있습니다).</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>본인이 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.</p>`,
    confirmSubject: 'Meridian 계정 이메일 주소를 확인해 주세요',
    confirmMessage: `<p>Meridian에 오신 것을 환영합니다.</p>
<p>아래 링크에서 이메일 주소를 확인해 주세요(링크는 한 번만 사용할 수 있습니다).</p>
<p><a href="<%= URL %>?confirmation=<%= CODE %>&amp;lang=ko"><%= URL %>?confirmation=<%= CODE %>&amp;lang=ko</a></p>
<p>Meridian 계정을 만든 적이 없다면 이 메일을 무시하세요.</p>`,
  },
};

/**
 * The mail that answers a registration the CMS could not make (extensions/users-permissions):
 * `existing`, to the holder of the account the address already has; `username`, to a new address
 * whose username someone else has. The page said "check your mail" either way.
 * @type {Translated<Record<'existingSubject' | 'existingText' | 'usernameSubject' | 'usernameText', string>>}
 */
const REGISTRATION_MAILS = {
  en: {
    existingSubject: 'Someone tried to register with your Meridian address',
    existingText:
      'Someone, perhaps you, tried to create a Meridian account with this address. It already has one, so nothing changed.\n\nSign in: {login}\nForgot your password? Choose a new one: {forgot}\n\nIf it was not you, ignore this mail.',
    usernameSubject: 'Choose another username for Meridian',
    usernameText:
      'Someone, perhaps you, tried to create a Meridian account with this address and the username "{username}", which is already taken. No account was created.\n\nRegister again with another username: {register}\n\nIf it was not you, ignore this mail.',
  },
  ja: {
    existingSubject: 'あなたのメールアドレスでMeridianへの登録が試みられました',
    existingText:
      'このメールアドレスでMeridianアカウントの作成が試みられましたが、すでにアカウントがあるため何も変更されていません。\n\nログイン: {login}\nパスワードをお忘れの場合は再設定してください: {forgot}\n\nお心当たりがない場合は、このメールを破棄してください。',
    usernameSubject: 'Meridianのユーザー名を選び直してください',
    usernameText:
      'このメールアドレスとユーザー名「{username}」でMeridianアカウントの作成が試みられましたが、このユーザー名はすでに使われているため、アカウントは作成されていません。\n\n別のユーザー名で登録し直してください: {register}\n\nお心当たりがない場合は、このメールを破棄してください。',
  },
  ko: {
    existingSubject: '회원님의 주소로 Meridian 가입이 시도되었습니다',
    existingText:
      '이 이메일 주소로 Meridian 계정 생성이 시도되었지만, 이미 계정이 있으므로 아무것도 변경되지 않았습니다.\n\n로그인: {login}\n비밀번호를 잊으셨다면 새로 설정하세요: {forgot}\n\n본인이 시도하지 않았다면 이 메일을 무시하세요.',
    usernameSubject: 'Meridian 사용자 이름을 다시 선택해 주세요',
    usernameText:
      '이 이메일 주소와 사용자 이름 "{username}"(으)로 Meridian 계정 생성이 시도되었지만, 이 사용자 이름은 이미 사용 중이어서 계정이 만들어지지 않았습니다.\n\n다른 사용자 이름으로 다시 가입해 주세요: {register}\n\n본인이 시도하지 않았다면 이 메일을 무시하세요.',
  },
};

/**
 * @param {'existing' | 'username'} kind
 * @param {{ language: Language, username: string }} options
 * @returns {{ subject: string, text: string }}
 */
function registrationAttemptMail(kind, { language, username }) {
  const texts = inLanguage(REGISTRATION_MAILS, language);
  const link = (/** @type {string} */ path) => localizeSiteUrl(`${siteUrl()}${path}`, language);
  const text = (kind === 'existing' ? texts.existingText : texts.usernameText)
    .replace('{login}', link('/login'))
    .replace('{forgot}', link('/forgot-password'))
    .replace('{register}', link('/register'))
    .replace('{username}', () => username);
  return { subject: kind === 'existing' ? texts.existingSubject : texts.usernameSubject, text };
}

const isLanguage = isLocale;

/**
 * The language the visitor used on the site: `lang` in the query (links opened from a mail), else
 * the first supported language of `Accept-Language` (the site's account pages send their own),
 * else English.
 * @param {{ query?: Record<string, unknown>, get?: (name: string) => string } | undefined} ctx
 * @returns {Language}
 */
function visitorLanguage(ctx) {
  if (!ctx) return DEFAULT_LOCALE;
  const fromQuery = ctx.query?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const header = ctx.get?.('accept-language') ?? '';
  for (const part of header.split(',')) {
    const base = part.split(';')[0].trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * A site address in a language: `{SITE_URL}/reset-password` → `{SITE_URL}/ja/reset-password`.
 * Addresses outside the site stay as they are.
 * @param {string} url
 * @param {Language} language
 */
function localizeSiteUrl(url, language) {
  const site = siteUrl();
  if (!url.startsWith(`${site}/`)) return url;
  return `${site}${LOCALE_INFO[language].prefix}${url.slice(site.length)}`;
}

/**
 * The users-permissions template call in the visitor's language: an English auth template (body or
 * subject) is swapped for its translation and the site address in `URL` gains the language prefix.
 * Anything else (an editor's own template) is left as it is.
 * @param {string} layout
 * @param {Record<string, unknown>} data
 * @param {Language} language
 */
function localizeAuthTemplate(layout, data, language) {
  if (language === DEFAULT_LOCALE) return { layout, data };
  const english = AUTH_MAILS.en;
  const key = /** @type {(keyof typeof english)[]} */ (Object.keys(english)).find(
    (name) => english[name] === layout,
  );
  if (!key) return { layout, data };
  const url = typeof data?.URL === 'string' ? localizeSiteUrl(data.URL, language) : data?.URL;
  return {
    layout: inLanguage(AUTH_MAILS, language)[key],
    data: { ...data, ...(url === undefined ? {} : { URL: url }) },
  };
}

/**
 * users-permissions' check of a provider sign-in's `callback`: the same origin as the configured
 * callback (`{SITE_URL}/connect/{provider}/redirect`) and the same path, or that path under a
 * language prefix (`/ja/connect/github/redirect`), so the visitor returns to their language.
 * Anything else is refused (an open redirect would hand the access token to another site).
 * @param {string} callback
 * @param {{ callback: string }} provider
 */
function validateProviderCallback(callback, provider) {
  const requested = new URL(callback);
  const configured = new URL(provider.callback);
  if (requested.origin !== configured.origin) throw new Error('Forbidden callback: origins differ');
  const allowed = LANGUAGES.map((language) => `${LOCALE_INFO[language].prefix}${configured.pathname}`);
  if (!allowed.includes(requested.pathname)) throw new Error('Forbidden callback: path differs');
}

/**
 * The mails a language of the site has no texts for yet, named where to translate them: sent in
 * English meanwhile, and the CMS's start log says so (as the build does for a missing translation file).
 * @returns {string[]}
 */
function untranslatedMails() {
  return /** @type {const} */ ([
    ['cms/src/auth-language.js AUTH_MAILS', AUTH_MAILS],
    ['cms/src/auth-language.js REGISTRATION_MAILS', REGISTRATION_MAILS],
    ['cms/src/api/newsletter-subscription/services/mails.js', NEWSLETTER_MAILS],
  ]).flatMap(([where, table]) =>
    untranslatedIn(table).map((language) => `${where} has no ${language} texts: English is sent`),
  );
}

module.exports = {
  AUTH_MAILS,
  untranslatedMails,
  LANGUAGES,
  visitorLanguage,
  localizeSiteUrl,
  localizeAuthTemplate,
  registrationAttemptMail,
  validateProviderCallback,
};
