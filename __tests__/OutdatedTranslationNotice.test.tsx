import { screen, within } from '@testing-library/react';
import React from 'react';
import { OutdatedTranslationNotice } from '../src/components/blog/OutdatedTranslationNotice';
import { Layout } from '../src/components/layout/Layout';
import { withOutdatedTranslation } from '../src/features/i18n/outdated-translation';
import { renderWithI18n } from './helpers/i18n';

describe('the outdated-translation notice', () => {
  it('says in Japanese when the English original changed, and links to it', () => {
    renderWithI18n(
      <OutdatedTranslationNotice englishPath="/privacy-policy" englishUpdated="2026-11-20" language="ja" />,
      { locale: 'ja', originalPath: '/privacy-policy' },
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('この翻訳の英語の原文は2026年11月20日に更新されました。 英語の原文を読む');
    const link = within(note).getByRole('link', { name: '英語の原文を読む' });
    // The English page itself, not the Japanese one the visitor is on.
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('hreflang', 'en');
    // Not part of the page's text in site search results.
    expect(note).toHaveAttribute('data-pagefind-ignore');
  });

  it('says it in Korean, with the date as Korean writes it', () => {
    renderWithI18n(
      <OutdatedTranslationNotice englishPath="/brand-asset-kit" englishUpdated="2026-03-05" language="ko" />,
      { locale: 'ko', originalPath: '/brand-asset-kit' },
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      '이 번역의 영어 원문은 2026년 3월 5일에 업데이트되었습니다. 영어 원문 읽기',
    );
    expect(within(note).getByRole('link', { name: '영어 원문 읽기' })).toHaveAttribute(
      'href',
      '/brand-asset-kit',
    );
  });

  it("is shown by the layout at the top of the main content when the page's context has it", async () => {
    const page = (
      <Layout staticContent>
        <h1>利用規約</h1>
      </Layout>
    );
    const { unmount } = renderWithI18n(
      withOutdatedTranslation(page, {
        outdatedTranslation: { englishPath: '/terms-of-use', englishUpdated: '2026-11-20' },
      }),
      { locale: 'ja', originalPath: '/terms-of-use' },
    );
    const main = screen.getByRole('main');
    const note = await within(main).findByRole('note');
    expect(note).toHaveTextContent('この翻訳の英語の原文は2026年11月20日に更新されました。');
    expect(note.compareDocumentPosition(within(main).getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    unmount();
    renderWithI18n(withOutdatedTranslation(page, {}), { locale: 'ja', originalPath: '/terms-of-use' });
    expect(within(screen.getByRole('main')).queryByRole('note')).toBeNull();
  });
});
