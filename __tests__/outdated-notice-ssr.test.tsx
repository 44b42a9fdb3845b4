/** @jest-environment node */
// Node, as Gatsby renders pages: emotion's server code paths only run without a DOM.
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { replaceRenderer } from '../gatsby-ssr';
import { Layout } from '../src/components/layout/Layout';
import { withOutdatedTranslation } from '../src/features/i18n/outdated-translation';
import { withI18n } from './helpers/i18n';

type ReplaceRendererArgs = Parameters<NonNullable<GatsbySSR['replaceRenderer']>>[0];

/** One page drawn as Gatsby's render worker does: its body and the styles it puts in the head. */
async function draw(): Promise<{ body: string; head: string }> {
  const page = withOutdatedTranslation(
    <Layout staticContent>
      <h1>利用規約</h1>
    </Layout>,
    { outdatedTranslation: { englishPath: '/terms-of-use', englishUpdated: '2026-11-20' } },
  );
  const { element } = withI18n(page, { locale: 'ja', originalPath: '/terms-of-use' });
  let body = '';
  let head: React.ReactNode[] = [];
  await replaceRenderer?.(
    {
      bodyComponent: element,
      replaceBodyHTMLString: (html: string) => {
        body = html;
      },
      setHeadComponents: (components: React.ReactNode[]) => {
        head = components;
      },
    } as unknown as ReplaceRendererArgs,
    { plugins: [] },
  );
  return { body, head: renderToStaticMarkup(<>{head}</>) };
}

test('a page with an outdated translation is drawn the same whether or not it is the first its render worker draws', async () => {
  // The first page this process draws: the notice's chunk is not loaded yet.
  const first = await draw();
  const second = await draw();
  expect(first.body).toContain('この翻訳の英語の原文は2026年11月20日に更新されました。');
  expect(first.head).toContain('<style data-emotion="css ');
  expect(first).toEqual(second);
});
