import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a file under `root`, creating its folders. */
export function writeFile(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

export function readFile(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

export const mdx = (frontMatter: string, body: string): string => `---\n${frontMatter}\n---\n\n${body}\n`;

const LEGAL_TEXT = {
  en: ['Privacy policy', 'How we handle personal data.', 'We keep your data for two years.'],
  ja: ['プライバシーポリシー', '個人情報の取扱いについて。', 'データは2年間保存します。'],
  ko: ['개인정보 처리방침', '개인정보 처리에 대하여.', '데이터는 2년간 보관합니다.'],
} as const;

const TIMELINE_TEXT = {
  en: 'The foundation is set up.',
  ja: '財団を設立しました。',
  ko: '재단을 설립했습니다.',
};

const MESSAGES = {
  en: {
    about: { 'hero.title': 'About us', 'hero.intro': 'Who we are.' },
    common: { skipToContent: 'Skip to main content' },
    meta: { 'about.title': 'About the foundation', 'contact.title': 'Contact us' },
  },
  ja: {
    about: { 'hero.title': '私たちについて', 'hero.intro': '私たちは誰か。' },
    common: { skipToContent: 'メインコンテンツへ移動' },
    meta: { 'about.title': '財団について', 'contact.title': 'お問い合わせ' },
  },
  ko: {
    about: { 'hero.title': '소개', 'hero.intro': '우리는 누구인가.' },
    common: { skipToContent: '본문으로 건너뛰기' },
    meta: { 'about.title': '재단 소개', 'contact.title': '문의하기' },
  },
} as const;

/**
 * A site root with content/ and locales/ in three languages, translated (not yet recorded): a
 * legal page, an about timeline entry, and the namespaces about, common and meta.
 */
export function translationFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  for (const locale of ['en', 'ja', 'ko'] as const) {
    const [title, description, body] = LEGAL_TEXT[locale];
    writeFile(
      root,
      `content/legal/privacy-policy.${locale}.mdx`,
      mdx(
        `title: ${title}\ndescription: ${description}\nupdated: 2026-11-01`,
        `${body}\n\n## ${title}\n\n${body}`,
      ),
    );
    writeFile(
      root,
      `content/about/timeline/2021.${locale}.mdx`,
      mdx(`date: 2021-06-01\ntitle: ${TIMELINE_TEXT[locale]}`, TIMELINE_TEXT[locale]),
    );
    for (const [namespace, messages] of Object.entries(MESSAGES[locale]))
      writeFile(root, `locales/${locale}/${namespace}.json`, `${JSON.stringify(messages, null, 2)}\n`);
  }
  return root;
}

/** Changes an English namespace's messages (merged into the file). */
export function editMessages(root: string, file: string, changes: Record<string, string | undefined>): void {
  const messages = Object.fromEntries(
    Object.entries({ ...(JSON.parse(readFile(root, file)) as Record<string, string>), ...changes }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  writeFile(root, file, JSON.stringify(messages, null, 2));
}
