import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCardData, ArticleCardItem } from '../../features/cms/types';
import { formatDate } from '../../features/i18n/format';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
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

/** One article in a list: cover, localized date, title (the link) and summary. */
export function ArticleCard({
  article,
  isFallback,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  isFallback: boolean;
  headingLevel?: 2 | 3;
}): React.JSX.Element {
  const { t } = useTranslation('blog');
  const { language } = useI18next();
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={cardStyle} lang={isFallback ? DEFAULT_LOCALE : undefined}>
      {article.cover && (
        <CmsPicture
          image={article.cover}
          alt={article.coverAlt ?? ''}
          sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw"
        />
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
`;

/** A responsive grid of article cards. */
export function ArticleGrid({
  items,
  headingLevel = 3,
}: {
  items: readonly ArticleCardItem[];
  headingLevel?: 2 | 3;
}): React.JSX.Element {
  return (
    // Each card repeats another page's title and summary: site search finds that page, and a
    // list (blog, tag, home, related) is found by its own heading and intro only.
    <ul css={articleGridStyle} data-pagefind-ignore>
      {items.map(({ article, isFallback }) => (
        <li key={article.slug}>
          <ArticleCard article={article} isFallback={isFallback} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
