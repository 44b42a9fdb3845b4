import type { Translated } from './locales.js';

/**
 * What a slug's refusals say, in the admin's languages: the CMS on save
 * (cms/src/translations/shared-fields.js, through cms/src/content-rules/rule-messages.js) and the
 * admin's slug box before it (cms/src/admin/SlugFollowsTitle.jsx) word them alike. `{name}`s are
 * filled by each side.
 */
export const SLUG_MESSAGES: Translated<Record<'noTitle' | 'none' | 'tooLong', string>> = {
  en: {
    noTitle:
      "This {kind}'s address (slug) is made from its {field}: give it a {field}, or type a slug, before saving.",
    none: 'No address (slug) can be made from the {field} "{title}": type a slug in Latin letters, e.g. "seoul-meetup-2026" (lower-case letters, digits and hyphens).',
    tooLong: 'The slug is {length} characters long; a slug has at most {max}. Shortened at a word: "{cut}".',
  },
  ja: {
    noTitle:
      'アドレス（スラッグ）は{field}から作られます。保存する前に{field}を入力するか、スラッグを入力してください。',
    none: '{field}「{title}」からはアドレス（スラッグ）を作れません。ローマ字でスラッグを入力してください（例: "seoul-meetup-2026"。小文字の英字・数字・ハイフン）。',
    tooLong:
      'スラッグが{length}文字あります。スラッグは{max}文字までです。単語の区切りで短くした案:「{cut}」',
  },
  ko: {
    noTitle:
      '주소(슬러그)는 {field} 항목으로 만들어집니다. 저장하기 전에 {field} 항목이나 슬러그를 입력해 주세요.',
    none: '{field} "{title}"(으)로는 주소(슬러그)를 만들 수 없습니다. 슬러그를 로마자로 입력해 주세요(예: "seoul-meetup-2026", 영문 소문자·숫자·하이픈).',
    tooLong: '슬러그가 {length}자입니다. 슬러그는 최대 {max}자입니다. 단어 단위로 줄인 예: "{cut}"',
  },
};
