// The slug box's own messages (cms/src/admin/SlugFollowsTitle.jsx), in the admin's languages.
export const SLUG_MESSAGES = {
  en: {
    'slugs.noTitle':
      "This {kind}'s address (slug) is made from its {field}: give it a {field}, or type a slug, before saving.",
    'slugs.none':
      'No address (slug) can be made from the title "{title}": type a slug in Latin letters, e.g. "seoul-meetup-2026" (lower-case letters, digits and hyphens).',
    'slugs.tooLong':
      'The slug is {length} characters long; a slug has at most {max}. Shortened at a word: "{cut}".',
  },
  ja: {
    'slugs.noTitle':
      'アドレス（スラッグ）は{field}から作られます。保存する前に{field}を入力するか、スラッグを入力してください。',
    'slugs.none':
      'タイトル「{title}」からはアドレス（スラッグ）を作れません。ラテン文字でスラッグを入力してください（例：「seoul-meetup-2026」。小文字・数字・ハイフン）。',
    'slugs.tooLong':
      'スラッグが{length}文字あります。スラッグは{max}文字までです。単語の区切りで短くすると「{cut}」です。',
  },
  ko: {
    'slugs.noTitle':
      '주소(슬러그)는 {field}에서 만들어집니다. 저장하기 전에 {field}을(를) 입력하거나 슬러그를 입력하세요.',
    'slugs.none':
      '제목 "{title}"(으)로는 주소(슬러그)를 만들 수 없습니다. 라틴 문자로 슬러그를 입력하세요. 예: "seoul-meetup-2026" (소문자, 숫자, 하이픈).',
    'slugs.tooLong':
      '슬러그가 {length}자입니다. 슬러그는 {max}자까지입니다. 단어 단위로 줄이면 "{cut}"입니다.',
  },
};
