const hosts = require('@meridian/shared/allowed-hosts');
const { errors } = require('@strapi/utils');
const { SAVE_ACTIONS } = require('../document-saves');
const { editorLanguage } = require('../content-rules/rule-messages');

/**
 * The admins' allowed hosts (docs/editors.md, "Allowed hosts"): a single type whose one field
 * lists, one a line, the hosts links may point to beyond the developer list
 * (@meridian/shared/allowed-hosts). Each line follows the developer list's rule (hostEntryProblem),
 * checked on save; only Super Admins may read or change it (syncLinkSetting). The
 * content rules read it on save (allowedHostsOf, cached), the build once per build (GraphQL
 * `allowedHosts`, in its one read), and a save rebuilds the site (the webhook's entry.update).
 */
const UID = 'api::link-setting.link-setting';

/** How long another instance's change may take to reach this one's content rules. */
const CACHE_MS = 30_000;

/** @type {{ at: number, hosts: string[] } | null} */
let cached = null;

/** @typedef {'en' | 'ja' | 'ko'} Language */

/** @type {Record<Language, Record<string, string>>} */
const MESSAGES = {
  en: {
    intro: 'These lines are not hosts the site can link to:',
    line: 'line {line} "{text}": {why}',
    scheme: 'write the host alone, without https://',
    path: 'write the host alone, without a path',
    port: 'write the host alone, without a port',
    ip: 'an IP address is not allowed, write a hostname',
    uppercase: 'write it in lowercase',
    unicode: 'write an international name in its xn-- form',
    wildcard: '* is allowed only at the start, as *.domain.tld',
    'single-label': 'write the whole hostname, e.g. www.example.org',
    syntax: 'not a hostname (letters, digits, - and dots)',
  },
  ja: {
    intro: '次の行はサイトがリンクできるホストではありません:',
    line: '{line} 行目「{text}」: {why}',
    scheme: 'https:// を付けずにホスト名だけを書いてください',
    path: 'パスを付けずにホスト名だけを書いてください',
    port: 'ポートを付けずにホスト名だけを書いてください',
    ip: 'IP アドレスは使えません。ホスト名を書いてください',
    uppercase: '小文字で書いてください',
    unicode: '国際化ドメイン名は xn-- の形で書いてください',
    wildcard: '* は先頭に *.domain.tld の形でのみ使えます',
    'single-label': 'www.example.org のようにホスト名全体を書いてください',
    syntax: 'ホスト名ではありません（英数字、- と . のみ）',
  },
  ko: {
    intro: '다음 줄은 사이트가 링크할 수 있는 호스트가 아닙니다:',
    line: '{line}번째 줄 "{text}": {why}',
    scheme: 'https:// 없이 호스트 이름만 써 주세요',
    path: '경로 없이 호스트 이름만 써 주세요',
    port: '포트 없이 호스트 이름만 써 주세요',
    ip: 'IP 주소는 쓸 수 없습니다. 호스트 이름을 써 주세요',
    uppercase: '소문자로 써 주세요',
    unicode: '국제화 도메인 이름은 xn-- 형식으로 써 주세요',
    wildcard: '*는 맨 앞에 *.domain.tld 형식으로만 쓸 수 있습니다',
    'single-label': 'www.example.org처럼 호스트 이름 전체를 써 주세요',
    syntax: '호스트 이름이 아닙니다(영문자, 숫자, -와 .만)',
  },
};

/**
 * The refusal of a setting whose lines break the rule: every bad line named, on the field.
 * @param {string} language
 * @param {import('@meridian/shared/allowed-hosts').HostLineProblem[]} problems
 */
function settingRefusal(language, problems) {
  const words = MESSAGES[/** @type {Language} */ (language)] ?? MESSAGES.en;
  const lines = problems.map(({ line, text, problem }) =>
    words.line
      .replace('{line}', String(line))
      .replace('{text}', text.length > 60 ? `${text.slice(0, 57)}…` : text)
      .replace('{why}', words[problem]),
  );
  const message = `${words.intro} ${lines.join('; ')}.`;
  return new errors.ValidationError(message, {
    errors: [{ path: ['hosts'], message, name: 'ValidationError' }],
  });
}

/**
 * The admins' hosts, as saved (an entry breaking the rule cannot be saved; one written before the
 * rule is left out by effectiveHosts).
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function adminHosts(strapi) {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.hosts;
  const setting = await strapi.db.query(UID).findOne({ select: ['hosts'] });
  cached = { at: Date.now(), hosts: hosts.parseHostList(setting?.hosts).hosts };
  return cached.hosts;
}

/**
 * The hosts an entry's links may point to: the developer list and the admins' setting.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function allowedHostsOf(strapi) {
  return hosts.effectiveHosts(await adminHosts(strapi));
}

/**
 * The document service middleware: refuses a setting that breaks the rule (the admin keeps the
 * typed text: keep-typed-text.js), and forgets the cached list once a save went through.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function linkSettingMiddleware(strapi) {
  /**
   * @param {{ contentType: any, action: string, params: any }} context
   * @param {Parameters<import('@strapi/strapi').Modules.Documents.Middleware.Middleware>[1]} next
   */
  return async (context, next) => {
    if (context.contentType?.uid !== UID) return next();
    const text = context.params?.data?.hosts;
    if (SAVE_ACTIONS.has(context.action) && typeof text === 'string') {
      const { problems } = hosts.parseHostList(text);
      if (problems.length) throw settingRefusal(editorLanguage(strapi), problems);
    }
    const result = await next();
    cached = null;
    return result;
  };
}

/**
 * The build's read of the setting (read.ts, with the outdated translations: one request): the
 * admins' hosts. Public, as the site shows them anyway; the type has no other query.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function registerAllowedHostsQuery(strapi) {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(UID).disable();
  extension.use({
    typeDefs: 'extend type Query { allowedHosts: [String!]! }',
    resolvers: {
      Query: {
        allowedHosts: async () => {
          cached = null; // a build reads what is saved now
          return adminHosts(strapi);
        },
      },
    },
    resolversConfig: { 'Query.allowedHosts': { auth: false } },
  });
}

/**
 * At every start: the setting exists (empty at first), so that an admin's save is an update,
 * which the rebuild webhook hears (entry.update; a create it does not), and admins only may use
 * it: its content-manager permissions go from every admin role but Super Admin (Strapi gives its
 * Editor and Author roles every content type when it makes them). Idempotent.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function syncLinkSetting(strapi) {
  if (!(await strapi.db.query(UID).findOne({ select: ['id'] }))) {
    await strapi.documents(UID).create({ data: { hosts: '' } });
  }
  const roles = await strapi.db.query('admin::role').findMany({ select: ['id', 'code'] });
  const others = roles.filter((/** @type {{ code: string }} */ role) => role.code !== 'strapi-super-admin');
  if (!others.length) return;
  await strapi.db.query('admin::permission').deleteMany({
    where: {
      subject: UID,
      role: { id: { $in: others.map((/** @type {{ id: number }} */ role) => role.id) } },
    },
  });
}

/**
 * For the edit view's notice (AllowedHostsNotice.jsx): the hosts links may point to, and whether
 * the signed-in user may change the setting (then the notice links to it).
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
function registerAllowedHostsRoute(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/link-setting/hosts',
        info: {},
        /** @param {import('koa').Context} ctx */
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          const ability = ctx.state.userAbility;
          ctx.body = {
            hosts: await allowedHostsOf(strapi),
            canManage: Boolean(ability?.can('plugin::content-manager.explorer.update', UID)),
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = {
  UID,
  allowedHostsOf,
  linkSettingMiddleware,
  registerAllowedHostsQuery,
  registerAllowedHostsRoute,
  syncLinkSetting,
};
