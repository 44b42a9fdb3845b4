import { screen } from '@testing-library/react';
import React from 'react';
import { ArticleGrid } from '../src/components/blog/ArticleCard';
import { cardCopies } from '../src/features/cms/media';
import type { ArticleCardData } from '../src/features/cms/types';
import { ARTICLE_CARD_WIDTHS } from '../src/pipeline/cms/site-plan';
import { renderWithI18n } from './helpers/i18n';

// The blog's cards (issue 41, "Rhythm"); e2e/blog.spec.ts checks them on the built site.

const cover = {
  url: '/uploads/cover_a_1a.png',
  width: 1600,
  height: 900,
  formats: {
    small: { url: '/uploads/small_cover_a_1a.png', width: 500, height: 281 },
    large: { url: '/uploads/large_cover_a_1a.png', width: 1000, height: 563 },
  },
};
// The page data's picture: the copies the build chooses for a card (site-plan.ts's cardOf).
const article = (slug: string, fields: Partial<ArticleCardData> = {}): ArticleCardData => ({
  slug,
  title: `Title of ${slug}`,
  summary: `Summary of ${slug}`,
  date: '2026-01-02T00:00:00.000Z',
  picture: { ...cardCopies(cover, ARTICLE_CARD_WIDTHS)!, alt: `A picture for ${slug}` },
  ...fields,
});

describe('article cards', () => {
  it('show the blog illustration in place of a cover an import lacks', () => {
    renderWithI18n(
      <ArticleGrid
        items={[
          { article: article('with-cover'), isFallback: false },
          { article: article('imported', { picture: null }), isFallback: false },
        ]}
      />,
    );
    const fallback = document.querySelector('.card-fallback')!;
    const picture = fallback.querySelector('img')!;
    expect(picture.getAttribute('src')).toMatch(/^\/static\/illustrations\/blog-/);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(fallback.closest('article')).toHaveTextContent('Title of imported');
    // The card with a cover shows it (its narrowest copy the card offers), with the CMS's alt text.
    expect(screen.getByAltText('A picture for with-cover')).toHaveAttribute(
      'src',
      '/cms-media/small_cover_a_1a.png',
    );
    expect(document.querySelectorAll('.card-fallback')).toHaveLength(1);
  });

  it('load only the lead story eagerly, and offer cards no original wider than they need', () => {
    renderWithI18n(
      <ArticleGrid
        lead
        items={[
          { article: article('first'), isFallback: false },
          { article: article('second'), isFallback: false },
        ]}
      />,
    );
    const lead = screen.getByAltText('A picture for first');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    const other = screen.getByAltText('A picture for second');
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
    expect(other.getAttribute('srcset')).toBe(
      '/cms-media/small_cover_a_1a.png 500w, /cms-media/large_cover_a_1a.png 1000w',
    );
    expect(lead.closest('li')).toHaveClass('lead');
  });
});
