const hosts = require('@meridian/shared/allowed-hosts');
const links = require('@meridian/shared/link-rules');
const shown = require('@meridian/shared/shown-rules');
const targets = require('@meridian/shared/markdown-targets');
const uploads = require('@meridian/shared/upload-rules');
const { mediaVersions } = require('../media/media-versions');
const { mediaBaseUrl } = require('../upload-storage');
const { SAVE_ACTIONS } = require('../document-saves');
const { eventProblems } = require('../events/event-rules');
const { allowedHostsOf } = require('../link-setting/link-setting');
const { blankMessage, editorLanguage, refusal, ruleMessage } = require('./rule-messages');

/**
 * What the site's build would drop or fail on is refused when an editor saves or publishes
 * (docs/editors.md, "When the CMS refuses a save"), on the field, in words: an image or file of
 * a text that is not in the media library (the build fails on it), an image from another site
 * (the build leaves it out), and a link the site renders as plain text (javascript:, data:,
 * blob:, vbscript:, a host the site does not link to). The rules are the build's own, from the
 * shared package (@meridian/shared's upload-rules, link-rules, allowed-hosts, shown-rules and the
 * markdown reader markdown-targets): one rule, two places it is applied.
 *
 * Checked: the site's rule for what it shows (blank or spaces-only title, body, alt text…: on
 * save text of only spaces, on publish any field the site needs), every markdown (richtext) field of the project's content types, and the address
 * fields (`website`, `…Url`: a project's, an event's sign-up link) for unsafe addresses. A
 * project's site on a host not listed yet is shown as text with a build warning (until an admin
 * allows the host: the developer list and the admins' setting, cms/src/link-setting/); an event's sign-up link must be on a listed host, or visitors could not
 * sign up. Address fields take https:// only: an http:// one is refused with its https:// form
 * offered (a rule here rather than the schema's pattern, whose message the admin shows as "The
 * value does not match the regex."). Messages are in the editor's language (rule-messages.js).
 */

/** @typedef {import('@strapi/strapi').Core.Strapi} Strapi */
/** @typedef {{ action: string, uid: string, contentType: any, params: any }} DocumentContext */
/** @typedef {Parameters<import('@strapi/strapi').Modules.Documents.Middleware.Middleware>[1]} DocumentNext */
/** @typedef {{ field: string, message: string }} Problem */
/** @typedef {import('./rule-messages').Language} Language */

/** How many problems one field's message names (the rest are found on the next save). */
const PROBLEMS_PER_FIELD = 3;

/** A project's address fields: `website`, `xUrl`, `githubUrl`…; an event's `signUpUrl`. */
const ADDRESS_FIELD = /^(website|\w+Url)$/;

/** The content type whose addresses may be on a host not listed yet (the directory's case). */
const UNLISTED_HOSTS_SHOWN_AS_TEXT = 'api::project.project';

/**
 * The content type's name in the site's rule (@meridian/shared/shown-rules): `article` for
 * `api::article.article`.
 * @param {any} contentType
 */
function siteType(contentType) {
  return String(contentType?.uid ?? '').replace(/^api::[\w-]+\./, '');
}

/**
 * The fields to check in a content type: its markdown fields and its address fields.
 * @param {any} contentType
 */
function checkedFields(contentType) {
  const attributes = Object.entries(contentType?.attributes ?? {});
  return {
    markdown: attributes.filter(([, attribute]) => attribute.type === 'richtext').map(([name]) => name),
    addresses: attributes
      .filter(([name, attribute]) => attribute.type === 'string' && ADDRESS_FIELD.test(name))
      .map(([name]) => name),
  };
}

/**
 * What the site would drop or fail on in an entry's fields, each in an editor's words.
 * @param {any} contentType
 * @param {Record<string, unknown>} data the fields being saved
 * @param {{ uploadExists: (name: string) => Promise<boolean>, env?: NodeJS.ProcessEnv, publish?: boolean, language?: Language, allowedHosts?: readonly string[] }} options
 *   allowedHosts: the developer list and the admins' setting (allowedHostsOf); the developer list alone by default
 * @returns {Promise<Problem[]>}
 */
async function contentProblems(
  contentType,
  data,
  {
    uploadExists,
    env = process.env,
    publish = false,
    language = 'en',
    allowedHosts = hosts.ALLOWED_EXTERNAL_HOSTS,
  },
) {
  const siteUrl = (env.GATSBY_SITE_URL || hosts.DEFAULT_SITE_URL).replace(/\/+$/, '');
  /** @param {string} href */
  const refusedLink = (href) => {
    const target = links.classifyLink(href, allowedHosts, siteUrl);
    return target.kind === 'refused' ? target.reason : null;
  };
  // The site's rule for what it shows: blank text refused on save, anything missing on publish.
  const type = siteType(contentType);
  /** @type {Problem[]} */
  const problems = shown.blankFields(type, data, { partial: !publish }).map(({ field, shown: needed }) => ({
    field,
    message: blankMessage(language, type, field, needed),
  }));
  const blank = new Set(problems.map((problem) => problem.field));
  const { markdown, addresses } = checkedFields(contentType);
  for (const field of markdown.filter((name) => !blank.has(name))) {
    const text = data[field];
    if (typeof text !== 'string' || !text) continue;
    /** @type {string[]} */
    const found = [];
    const html = uploads.htmlTargets(text);
    for (const src of [...targets.markdownImageSources(text), ...html.images]) {
      const upload = uploads.uploadReference(src, env);
      if (!upload) found.push(foreignImageMessage(language, src));
      else if (!(await uploadExists(upload.name))) found.push(missingUpload(language, 'image', src));
    }
    for (const href of [...targets.markdownLinks(text), ...html.links]) {
      const upload = uploads.uploadReference(href, env);
      if (upload) {
        if (!(await uploadExists(upload.name))) found.push(missingUpload(language, 'file', href));
        continue;
      }
      const reason = refusedLink(href);
      if (reason) found.push(refusedLinkMessage(language, href, reason));
    }
    if (found.length) problems.push({ field, message: summarize(language, found) });
  }
  for (const field of addresses) {
    const written = data[field];
    if (typeof written !== 'string' || !written.trim()) continue;
    // An http:// address is refused with its https:// form, which is then checked like any other.
    const insecure = /^\s*http:\/\//i.test(written);
    const href = insecure ? written.trim().replace(/^http:/i, 'https:') : written;
    const reason = refusedLink(href);
    // A host not listed yet is the directory's documented case: shown as text, with a warning.
    const shownAsText = reason?.startsWith('host ') && contentType?.uid === UNLISTED_HOSTS_SHOWN_AS_TEXT;
    // Not a link to another site at all (`meridian.network/x`, a path): the schema's https://
    // pattern said so before this rule took its place.
    const partial = !reason && !/^\s*https:\/\//i.test(href);
    const found = [
      ...(insecure ? [ruleMessage(language, 'address.https', { href: written.trim(), fixed: href })] : []),
      ...(partial ? [ruleMessage(language, 'address.partial', { href: written.trim() })] : []),
      ...(reason && !shownAsText ? [refusedLinkMessage(language, href, reason)] : []),
    ];
    if (found.length) problems.push({ field, message: found.join(' ') });
  }
  return problems;
}

/**
 * @param {Language} language
 * @param {'image' | 'file'} kind
 * @param {string} src
 */
function missingUpload(language, kind, src) {
  return ruleMessage(language, 'upload.missing', { kind: ruleMessage(language, `kind.${kind}`), src });
}

/**
 * An image the upload rule refuses (@meridian/shared/upload-rules's refusalReason): another
 * site's, or not a file at all.
 * @param {Language} language
 * @param {string} src
 */
function foreignImageMessage(language, src) {
  const host = URL.canParse(src) ? new URL(src) : null;
  return host && /^https?:$/.test(host.protocol) && !host.username && !host.password
    ? ruleMessage(language, 'image.otherSite', { src, host: host.host })
    : ruleMessage(language, 'image.notMedia', { src });
}

/**
 * @param {Language} language
 * @param {string} href
 * @param {string} reason classifyLink's reason
 */
function refusedLinkMessage(language, href, reason) {
  const host = /^host (\S+) is not allowed$/.exec(reason)?.[1];
  if (host) return ruleMessage(language, 'link.unlistedHost', { href, host });
  const cut = href.length > 60 ? `${href.slice(0, 57)}…` : href;
  return ruleMessage(language, 'link.refused', { href: cut, reason });
}

/**
 * @param {Language} language
 * @param {string[]} found
 */
function summarize(language, found) {
  const more = found.length - PROBLEMS_PER_FIELD;
  const rest = more > 0 ? [ruleMessage(language, 'more', { count: more })] : [];
  return [...found.slice(0, PROBLEMS_PER_FIELD), ...rest].join(' ');
}

/**
 * Whether a stored upload name (`photo_ab12.png`, or a format's `small_photo_ab12.png`) is in
 * the media library.
 * @param {Strapi} strapi
 * @param {string} name
 */
async function uploadExists(strapi, name) {
  return (await mediaVersions(strapi, [name])).length > 0;
}

/**
 * The CMS's environment for the upload rule: its own origin (the one the editors' browsers use)
 * and, with the S3 provider, its storage's URL prefix (what the build's CMS_MEDIA_URLS lists).
 * @param {Strapi} strapi
 */
function cmsEnv(strapi) {
  return {
    ...process.env,
    CMS_URL: process.env.CMS_URL || `http://127.0.0.1:${strapi.config.get('server.port')}`,
    CMS_MEDIA_URLS: [process.env.CMS_MEDIA_URLS, mediaBaseUrl()].filter(Boolean).join(','),
  };
}

/**
 * Every problem the site's rules find in the fields a save sends (an event's own rules
 * included), in the editor's language.
 * @param {Strapi} strapi
 * @param {any} contentType
 * @param {Record<string, unknown>} data
 * @returns {Promise<Problem[]>}
 */
async function saveProblems(strapi, contentType, data) {
  const language = editorLanguage(strapi);
  const problems = await contentProblems(contentType, data, {
    uploadExists: (name) => uploadExists(strapi, name),
    env: cmsEnv(strapi),
    language,
    allowedHosts: await allowedHostsOf(strapi),
  });
  return contentType.uid === 'api::event.event' ? [...problems, ...eventProblems(data, language)] : problems;
}

/**
 * The document service middleware (registered in register(): strapi.documents.use): checks the
 * fields a save sends, and the drafts a publish puts on the site.
 * @param {Strapi} strapi
 */
function contentRulesMiddleware(strapi) {
  /** @param {DocumentContext} context @param {DocumentNext} next */
  return async (context, next) => {
    const { contentType, params, action } = context;
    if (!contentType?.uid?.startsWith('api::')) return next();
    const { markdown, addresses } = checkedFields(contentType);
    const siteFields = shown.SITE_FIELDS[siteType(contentType)];
    if (!markdown.length && !addresses.length && !siteFields) return next();
    const language = editorLanguage(strapi);
    if (SAVE_ACTIONS.has(action) && params?.data) {
      const problems = await saveProblems(strapi, contentType, params.data);
      if (problems.length) throw refusal(language, problems);
    } else if (action === 'publish' && params?.documentId) {
      const locale = typeof params.locale === 'string' && params.locale !== '*' ? params.locale : undefined;
      const attributes = contentType.attributes ?? {};
      const ruled = siteFields ? [...siteFields.shown, ...siteFields.text] : [];
      const media = ruled.filter((field) => attributes[field]?.type === 'media');
      const drafts = await strapi.db.query(contentType.uid).findMany({
        where: { documentId: params.documentId, publishedAt: null, ...(locale ? { locale } : {}) },
        select: [...new Set([...markdown, ...addresses, ...ruled.filter((field) => !media.includes(field))])],
        ...(media.length
          ? { populate: Object.fromEntries(media.map((field) => [field, { select: ['id'] }])) }
          : {}),
      });
      const options = {
        uploadExists: (/** @type {string} */ name) => uploadExists(strapi, name),
        env: cmsEnv(strapi),
        language,
        allowedHosts: await allowedHostsOf(strapi),
      };
      for (const draft of drafts) {
        const problems = await contentProblems(contentType, draft, { ...options, publish: true });
        if (problems.length) throw refusal(language, problems);
      }
    }
    return next();
  };
}

module.exports = { contentRulesMiddleware, contentProblems, saveProblems };
