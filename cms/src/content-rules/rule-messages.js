const { AsyncLocalStorage } = require('node:async_hooks');
const { errors } = require('@strapi/utils');

/**
 * The one table of the content rules' messages (content-rules.js, events/event-rules.js,
 * all-at-once.js) in the admin's interface languages. The message is made on the server, in the
 * language the editor's admin runs in: the admin sends it with each save
 * (admin/interface-language.js, header `x-admin-language`); else the admin user's own
 * interface-language setting; else English (API clients, the seed). Work done for an editor
 * outside their request (a scheduled publish) runs in `withEditorLanguage`, in theirs.
 */

const { DEFAULT_LOCALE, isLocale } = require('@meridian/shared/locales');
const { SLUG_MESSAGES } = require('@meridian/shared/slug-messages');

/** The admin's interface languages are the site's (cms/src/admin/app.jsx). */
/** @typedef {import('@meridian/shared/locales').Locale} Language */
/** A language of the site without its own messages here gets the English ones. */
/** @typedef {import('@meridian/shared/locales').Translated<Record<string, string>>} Messages */

const { ADMIN_LANGUAGE_HEADER: LANGUAGE_HEADER } = require('@meridian/shared/admin-language');

/** @type {Messages} */
const MESSAGES = {
  en: {
    'blank.shown':
      'The {label} is empty or only spaces, so the site would not show this {type}: write the {label}.',
    'blank.text': 'The {label} is empty or only spaces, and the site shows it as written: write the {label}.',
    'image.otherSite':
      'The image {src} cannot be shown: it is on another site ({host}), whose images the site does not load.',
    'image.notMedia': "The image {src} cannot be shown: it is not a file of the CMS's media library.",
    'upload.missing':
      "The {kind} {src} is not in the media library (deleted, or a wrong address), so the site cannot be built with it: insert it again with the editor's Image button (Media library), or remove it.",
    'link.unlistedHost':
      'The link {href} would be shown as plain text: the site links only to the allowed hosts, and {host} is not one of them. Remove the link, or ask an admin to add {host} in Allowed hosts (Content Manager).',
    'link.refused':
      'The link {href} is refused ({reason}): the site never opens such addresses. Remove it, or use an https:// address.',
    'address.partial':
      'The address {href} is not a whole web address: write it in full, starting with https://.',
    'address.https':
      'The address {href} starts with http://, and the site links only to secure https:// addresses: use {fixed}',
    'event.timeZone': '"{zone}" is not a time zone: use an IANA name such as Asia/Tokyo or Europe/Paris.',
    'event.endsAt': 'The event must end after it starts.',
    'event.city': 'An in-person event needs the city it takes place in.',
    'slug.taken': 'The slug "{slug}" is already used by "{title}" ({language}). Choose another slug.',
    'slug.untyped': "Type this {kind}'s slug (its address).",
    more: '(and {count} more)',
    several: 'This save has {count} problems, each shown beside its field.',
    'kind.image': 'image',
    'kind.file': 'file',
  },
  ja: {
    'blank.shown':
      '{label}が空か空白だけのため、この{type}はサイトに表示されません。{label}を入力してください。',
    'blank.text':
      '{label}が空か空白だけです。サイトには入力どおりに表示されるため、{label}を入力してください。',
    'image.otherSite':
      '画像 {src} は表示できません。別のサイト（{host}）の画像は、サイトでは読み込まれません。',
    'image.notMedia': '画像 {src} は表示できません。CMSのメディアライブラリのファイルではありません。',
    'upload.missing':
      '{kind} {src} はメディアライブラリにありません（削除されたか、アドレスの誤り）。このままではサイトを構築できません。エディターの画像ボタン（メディアライブラリ）から挿入し直すか、削除してください。',
    'link.unlistedHost':
      'リンク {href} はただの文字として表示されます。サイトは許可されたホストにだけリンクし、{host} は許可されていません。リンクを削除するか、管理者に Allowed hosts（コンテンツマネージャー）への {host} の追加を依頼してください。',
    'link.refused':
      'リンク {href} は使えません（{reason}）。サイトはこの種のアドレスを開きません。削除するか、https:// のアドレスにしてください。',
    'address.partial':
      'アドレス {href} は完全なウェブアドレスではありません。https:// から始まる形で入力してください。',
    'address.https':
      'アドレス {href} は http:// で始まっています。サイトは安全な https:// のアドレスにだけリンクします。{fixed} にしてください。',
    'event.timeZone':
      '「{zone}」はタイムゾーンではありません。Asia/Tokyo や Europe/Paris のような IANA の名前を使ってください。',
    'event.endsAt': 'イベントの終了日時は開始日時より後にしてください。',
    'event.city': '対面のイベントには、開催する都市を入力してください。',
    'slug.taken':
      'スラッグ「{slug}」は「{title}」（{language}）で使われています。別のスラッグにしてください。',
    'slug.untyped': 'スラッグ（アドレス）を入力してください。',
    more: '（ほか{count}件）',
    several: '保存できません。{count}件の問題があり、それぞれの項目の横に表示しています。',
    'kind.image': '画像',
    'kind.file': 'ファイル',
  },
  ko: {
    'blank.shown':
      '{label} 항목이 비어 있거나 공백만 있습니다. 이대로는 사이트에 이 {typeSubject} 표시되지 않으니 {label} 항목을 입력해 주세요.',
    'blank.text':
      '{label} 항목이 비어 있거나 공백만 있습니다. 사이트에는 입력한 그대로 표시되니 {label} 항목을 입력해 주세요.',
    'image.otherSite':
      '이미지 {src}: 다른 사이트({host})의 이미지는 사이트에서 불러오지 않으므로 표시할 수 없습니다.',
    'image.notMedia': '이미지 {src}: CMS 미디어 라이브러리의 파일이 아니므로 표시할 수 없습니다.',
    'upload.missing':
      '{kind} {src}: 미디어 라이브러리에 없습니다(삭제되었거나 주소가 잘못됨). 이대로는 사이트를 빌드할 수 없으니 편집기의 이미지 버튼(미디어 라이브러리)으로 다시 넣거나 삭제해 주세요.',
    'link.unlistedHost':
      '링크 {href}: 사이트는 허용된 호스트에만 링크하며, {host} 주소는 허용되어 있지 않아 일반 텍스트로 표시됩니다. 링크를 삭제하거나 관리자에게 Allowed hosts(콘텐츠 관리자)에 {host} 추가를 요청해 주세요.',
    'link.refused':
      '링크 {href}: 사용할 수 없는 주소입니다({reason}). 사이트는 이런 주소를 열지 않으니 삭제하거나 https:// 주소를 사용해 주세요.',
    'address.partial':
      '주소 {href}: 완전한 웹 주소가 아닙니다. https://로 시작하는 전체 주소를 입력해 주세요.',
    'address.https':
      '주소 {href}: http://로 시작합니다. 사이트는 안전한 https:// 주소에만 링크하니 {fixed} 주소를 사용해 주세요.',
    'event.timeZone': '"{zone}": 시간대가 아닙니다. Asia/Tokyo, Europe/Paris 같은 IANA 이름을 사용해 주세요.',
    'event.endsAt': '이벤트 종료 일시는 시작 일시보다 뒤여야 합니다.',
    'event.city': '오프라인 이벤트에는 개최 도시를 입력해 주세요.',
    'slug.taken':
      '슬러그 "{slug}"은(는) "{title}"({language})에서 이미 사용 중입니다. 다른 슬러그를 입력해 주세요.',
    'slug.untyped': '슬러그(주소)를 입력해 주세요.',
    more: '(외 {count}건)',
    several: '저장할 수 없습니다. 문제 {count}건을 각 항목 옆에 표시했습니다.',
    'kind.image': '이미지',
    'kind.file': '파일',
  },
};
// A slug's refusals are worded once for the CMS and the admin's slug box.
for (const [language, messages] of Object.entries(SLUG_MESSAGES)) {
  for (const [id, text] of Object.entries(messages))
    (MESSAGES[/** @type {Language} */ (language)] ??= {})[`slug.${id}`] = text;
}

/** The field names editors see in the admin, for the messages (the field's own name otherwise). */
const LABELS = /** @type {Messages} */ ({
  en: {
    coverAlt: 'alt text of the cover',
    startsAt: 'start',
    endsAt: 'end',
    timeZone: 'time zone',
    seoDescription: 'search description',
    signUpUrl: 'sign-up link',
  },
  ja: {
    title: 'タイトル',
    slug: 'スラッグ',
    date: '日付',
    body: '本文',
    cover: '表紙画像',
    summary: '概要',
    coverAlt: '表紙画像の代替テキスト',
    author: '著者',
    seoDescription: '検索用の説明',
    startsAt: '開始日時',
    endsAt: '終了日時',
    timeZone: 'タイムゾーン',
    format: '形式',
    kind: '種類',
    name: '名前',
    website: 'ウェブサイト',
    description: '説明',
    term: '用語',
    definition: '定義',
    signUpUrl: '申込みリンク',
  },
  ko: {
    title: '제목',
    slug: '슬러그',
    date: '날짜',
    body: '본문',
    cover: '표지 이미지',
    summary: '요약',
    coverAlt: '표지 이미지 대체 텍스트',
    author: '작성자',
    seoDescription: '검색용 설명',
    startsAt: '시작 일시',
    endsAt: '종료 일시',
    timeZone: '시간대',
    format: '형식',
    kind: '종류',
    name: '이름',
    website: '웹사이트',
    description: '설명',
    term: '용어',
    definition: '정의',
    signUpUrl: '신청 링크',
  },
});

/** The content types' names; Korean's with its subject particle (이/가 depends on the noun). */
const TYPES = /** @type {Messages} */ ({
  en: {},
  ja: { article: '記事', page: 'ページ', event: 'イベント', project: 'プロジェクト', term: '用語' },
  ko: { article: '글이', page: '페이지가', event: '이벤트가', project: '프로젝트가', term: '용어가' },
});

/**
 * A message of the table in `language`, its `{name}`s filled from `values`.
 * @param {Language} language
 * @param {string} id
 * @param {Record<string, string | number>} [values]
 */
function ruleMessage(language, id, values = {}) {
  const template = MESSAGES[language]?.[id] ?? MESSAGES.en[id];
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * A field's name as the editor sees it.
 * @param {Language} language
 * @param {string} field
 */
function fieldLabel(language, field) {
  return LABELS[language]?.[field] ?? LABELS.en[field] ?? field;
}

/**
 * The blank-field message of the site's rule (@meridian/shared/shown-rules's blankFields).
 * @param {Language} language
 * @param {string} type `article`, `event`…
 * @param {string} field
 * @param {boolean} shown whether the site leaves the entry out without it
 */
function blankMessage(language, type, field, shown) {
  const label = fieldLabel(language, field);
  return ruleMessage(language, shown ? 'blank.shown' : 'blank.text', {
    label,
    type: TYPES[language]?.[type] ?? type,
    typeSubject: TYPES[language]?.[type] ?? type,
  });
}

/** The language of the editor that work outside a request is done for (withEditorLanguage). */
const scopedLanguage = new AsyncLocalStorage();

/**
 * Runs `work` for an editor outside their request (the scheduler firing what they scheduled):
 * the content rules' messages it makes are in `language`.
 * @template T
 * @param {string | null | undefined} language
 * @param {() => T} work
 * @returns {T}
 */
function withEditorLanguage(language, work) {
  return scopedLanguage.run(language ?? undefined, work);
}

/**
 * The language of the editor whose work this is: the scope withEditorLanguage opened, else the
 * request being answered; English outside both.
 * @param {{ requestContext?: { get(): any } }} strapi
 * @returns {Language}
 */
function editorLanguage(strapi) {
  const ctx = strapi.requestContext?.get();
  const candidates = [
    scopedLanguage.getStore(),
    ctx?.request?.headers?.[LANGUAGE_HEADER],
    ctx?.state?.user?.preferedLanguage,
  ];
  for (const candidate of candidates) {
    const base = typeof candidate === 'string' ? candidate.toLowerCase().split(/[-_]/)[0] : '';
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * The ValidationError the admin shows: each problem beside its field (`details.errors`, one per
 * field: the admin keeps one message per path), and in its toast the one message, or how many.
 * @param {Language} language
 * @param {Array<{ field: string, message: string }>} problems
 */
function refusal(language, problems) {
  /** @type {Map<string, string[]>} */
  const byField = new Map();
  for (const { field, message } of problems) {
    const messages = byField.get(field) ?? [];
    if (!messages.includes(message)) byField.set(field, [...messages, message]);
  }
  const fields = [...byField].map(([field, messages]) => ({ field, message: messages.join(' ') }));
  const summary =
    fields.length === 1 ? fields[0].message : ruleMessage(language, 'several', { count: fields.length });
  return new errors.ValidationError(summary, {
    errors: fields.map(({ field, message }) => ({
      path: field.split('.'),
      message,
      name: 'ValidationError',
    })),
  });
}

module.exports = {
  LANGUAGE_HEADER,
  blankMessage,
  editorLanguage,
  fieldLabel,
  refusal,
  ruleMessage,
  withEditorLanguage,
};
