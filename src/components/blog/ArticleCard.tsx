import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCardData, ArticleCardItem } from '../../features/cms/types';
import { mediaPath } from '../../features/cms/media';
import { formatDate } from '../../features/i18n/format';
import { colors, fontSizes, mq, radii, shadows, space } from '../../styles/theme';
import { Illustration } from '../ui/Illustration';
import { Link } from '../ui/Link';
import { CmsPicture } from './CmsPicture';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';

const cardStyle = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${colors.surfaceMuted};
  }
  /* A card without a cover shows the blog's illustration on the night band it is drawn for. */
  .card-fallback img {
    object-fit: contain;
    background: ${colors.night};
  }
  /* The title is an h2 or an h3 depending on the page's outline; it looks the same. */
  .card-title {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
  .card-title a {
    color: ${colors.ink};
    text-decoration: none;
  }
  .card-title a::after {
    /* The whole card is the link's target area. */
    content: '';
    position: absolute;
    inset: 0;
  }
  .card-title a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const bodyStyle = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[5]};
`;

const metaStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkMuted};
`;

const badgeStyle = css`
  padding: 0 ${space[2]};
  border-radius: ${radii.pill};
  background: ${colors.notice};
  color: ${colors.ink};
`;

/** Strapi's `large` (1000 px) is sharp even at 2.6× on a phone: cards never load the original. */
const CARD_MAX_WIDTH = 1000;

/**
 * One article in a list: cover, localized date, title (the link) and summary. The cover keeps the
 * CMS's alt text: the seeded covers are pictures described in their own words, not the title
 * again, and the link's name stays the title alone (the picture is outside the link).
 */
export function ArticleCard({
  article,
  isFallback,
  headingLevel = 3,
  lead = false,
}: {
  article: ArticleCardData;
  isFallback: boolean;
  headingLevel?: 2 | 3;
  /** The list's lead story: wide, and its picture loaded first (the page's LCP candidate). */
  lead?: boolean;
}): React.JSX.Element {
  const { t } = useTranslation('blog');
  const { language } = useI18next();
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={cardStyle} lang={isFallback ? DEFAULT_LOCALE : undefined}>
      {article.cover && mediaPath(article.cover.url) ? (
        <CmsPicture
          image={article.cover}
          alt={article.coverAlt ?? ''}
          // A card is at most ~380 px wide (three columns of the 1200 px layout, two from `md`),
          // the lead three fifths of the row (696 px at 1280: e2e/images.spec.ts measures it).
          sizes={`(min-width: 1200px) ${lead ? 700 : 380}px, (min-width: 768px) ${lead ? 58 : 45}vw, 100vw`}
          maxWidth={CARD_MAX_WIDTH}
          eager={lead}
        />
      ) : (
        // An import without a cover: the blog's illustration in its place.
        <div className="card-fallback">
          <Illustration family="blog" />
        </div>
      )}
      <div css={bodyStyle}>
        <div css={metaStyle}>
          {article.date && (
            <time dateTime={article.date} lang={language}>
              {formatDate(article.date, language)}
            </time>
          )}
          {isFallback && (
            <span css={badgeStyle} lang={language}>
              {t('card.englishOnly')}
            </span>
          )}
        </div>
        <Heading className="card-title">
          <Link to={`/blog/${article.slug}`}>{article.title}</Link>
        </Heading>
        <p>{article.summary}</p>
      </div>
    </article>
  );
}

export const articleGridStyle = css`
  display: grid;
  gap: ${space[6]};
  margin: ${space[6]} 0 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  /* The lead story spans the row (a magazine's front, not a table): picture beside the text from
     md, above it on phones, a larger title. */
  > .lead {
    grid-column: 1 / -1;
  }
  ${mq.md} {
    /* A row, not a grid: the <picture>'s <source> would take a grid cell of its own. */
    > .lead > * {
      flex-direction: row;
      align-items: center;
    }
    /* As tall as the text beside it when that is taller (cropped, not letterboxed). */
    > .lead img {
      width: 60%;
      align-self: stretch;
    }
    > .lead .card-title {
      font-size: ${fontSizes['2xl']};
    }
  }
`;

/** A responsive grid of article cards; with `lead`, the first one is the list's lead story. */
export function ArticleGrid({
  items,
  headingLevel = 3,
  lead = false,
}: {
  items: readonly ArticleCardItem[];
  headingLevel?: 2 | 3;
  lead?: boolean;
}): React.JSX.Element {
  return (
    // Each card repeats another page's title and summary: site search finds that page, and a
    // list (blog, tag, home, related) is found by its own heading and intro only.
    <ul css={articleGridStyle} data-pagefind-ignore>
      {items.map(({ article, isFallback }, index) => (
        <li key={article.slug} className={lead && index === 0 ? 'lead' : undefined}>
          <ArticleCard
            article={article}
            isFallback={isFallback}
            headingLevel={headingLevel}
            lead={lead && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
