import { css } from '@emotion/react';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCardData, ArticleCardItem } from '../../features/cms/types';
import { formatDate } from '../../features/i18n/format';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';
import { Card, CardPicture } from '../ui/Card';
import { Illustration } from '../ui/Illustration';
import { Link } from '../ui/Link';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';

// The frame, cover and title are the shared card's (ui/Card.tsx); a summary reads muted here.
const summaryStyle = css`
  color: ${colors.inkMuted};
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
  magazine = false,
}: {
  article: ArticleCardData;
  isFallback: boolean;
  headingLevel?: 2 | 3;
  /** The list's lead story: wide, and its picture loaded first (the page's LCP candidate). */
  lead?: boolean;
  /** In the blog's and a tag's list: on a phone, a row with a small square cover (articleGridStyle). */
  magazine?: boolean;
}): React.JSX.Element {
  const { t } = useTranslation('blog');
  const { language } = useI18next();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card lang={isFallback ? DEFAULT_LOCALE : undefined}>
      {article.picture ? (
        <CardPicture
          picture={article.picture}
          // A card is at most ~380 px wide (three columns of the 1200 px layout, two from `md`),
          // the lead three fifths of the row (696 px at 1280: e2e/images.spec.ts measures it);
          // a magazine list's cover is a 6rem square on a phone.
          sizes={`(min-width: 1200px) ${lead ? 700 : 380}px, (min-width: 768px) ${lead ? 58 : 45}vw, ${magazine ? '6rem' : '100vw'}`}
          eager={lead}
          highPriority={lead}
        />
      ) : (
        // An import without a cover: the blog's illustration in its place.
        <div className="card-fallback">
          <Illustration family="blog" />
        </div>
      )}
      <div className="card-text">
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
        <p css={summaryStyle}>{article.summary}</p>
      </div>
    </Card>
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
  /* The blog's and a tag's list on a phone, as a news app's: each story a row, its title and
     summary beside a small square cover, so the first screen shows several stories, not one
     picture. And the lead's text stays the first screen's largest paint, as before covers led
     the list (a 348 × 196 cover there cost Lighthouse's LCP ~470 ms: docs/benchmarks.md). */
  ${mq.belowMd} {
    &.magazine .card {
      display: grid;
      grid-template-columns: 1fr 6rem;
      align-items: start;
      /* Columns only: the <picture>'s <source> takes an empty row of its own below. */
      column-gap: ${space[4]};
      padding: ${space[4]};
    }
    &.magazine .card-text {
      grid-area: 1 / 1;
      padding: 0;
    }
    &.magazine .card-cover,
    &.magazine .card-fallback {
      grid-area: 1 / 2;
      aspect-ratio: 1;
      border-radius: ${radii.md};
    }
    &.magazine .card-fallback img {
      aspect-ratio: 1;
    }
    /* The whole summary is the article's: three lines say what it is about. */
    &.magazine .card-text p {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      overflow: hidden;
    }
  }
  ${mq.md} {
    /* A row, not a grid: the <picture>'s <source> would take a grid cell of its own. */
    > .lead > * {
      flex-direction: row;
      align-items: center;
    }
    /* As tall as the text beside it when that is taller (cropped, not letterboxed). */
    > .lead .card-cover,
    > .lead .card-fallback img {
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
  magazine = false,
}: {
  items: readonly ArticleCardItem[];
  headingLevel?: 2 | 3;
  lead?: boolean;
  /** The blog's or a tag's own list: rows with small covers on a phone. */
  magazine?: boolean;
}): React.JSX.Element {
  return (
    // Each card repeats another page's title and summary: site search finds that page, and a
    // list (blog, tag, home, related) is found by its own heading and intro only.
    <ul css={articleGridStyle} className={magazine ? 'magazine' : undefined} data-pagefind-ignore>
      {items.map(({ article, isFallback }, index) => (
        <li key={article.slug} className={lead && index === 0 ? 'lead' : undefined}>
          <ArticleCard
            article={article}
            isFallback={isFallback}
            headingLevel={headingLevel}
            lead={lead && index === 0}
            magazine={magazine}
          />
        </li>
      ))}
    </ul>
  );
}
