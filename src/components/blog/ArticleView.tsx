import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsImage } from '../../features/cms/media';
import type { TocEntry } from '../../features/cms/types';
import { formatDate } from '../../features/i18n/format';
import { colors, fontSizes, mq, space } from '../../styles/theme';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { CmsPicture } from './CmsPicture';
import { proseStyle } from './Prose';
import { TagList } from './TagList';

const headerStyle = css`
  padding: ${space[12]} 0 ${space[6]};
  h1 {
    max-width: 24em;
    font-size: ${fontSizes['3xl']};
    ${mq.md} {
      font-size: ${fontSizes['4xl']};
    }
  }
`;

const metaStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  color: ${colors.inkMuted};
`;

const layoutStyle = css`
  display: grid;
  gap: ${space[8]};
  padding-bottom: ${space[12]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 16rem;
    align-items: start;
  }
`;

const tocStyle = css`
  ${mq.lg} {
    position: sticky;
    top: calc(4.5rem + ${space[6]});
    order: 2;
  }
  h2 {
    font-size: ${fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkMuted};
  }
  ol {
    margin: 0;
    padding-left: ${space[4]};
  }
  li {
    margin: ${space[1]} 0;
  }
  li[data-depth='3'] {
    margin-left: ${space[4]};
  }
`;

export const coverStyle = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 16px;
  background: ${colors.surfaceMuted};
`;

/**
 * A page's cover below its header, as the build serves it (WebP first, sized). Eager and of high
 * priority: right below the title, it is the page's largest paint at 390 and 1280 px.
 */
export function CoverPicture({ image, alt }: { image: CmsImage; alt: string }): React.JSX.Element {
  return (
    <CmsPicture image={image} alt={alt} sizes="(min-width: 1200px) 1160px, 100vw" eager css={coverStyle} />
  );
}

export interface ArticleViewProps {
  title: string;
  date?: string | null;
  author?: string | null;
  /** The cover, already sized: the built page's `<picture>` or a draft's image. */
  cover?: React.ReactNode;
  html: string;
  toc: readonly TocEntry[];
  tags?: ReadonlyArray<{ slug: string | null; name: string | null } | null> | null;
  /** `en` when the article is shown in English on a Japanese or Korean page. */
  contentLang?: string;
  /** A note under the title: not translated yet, or a preview's. */
  notice?: React.ReactNode;
}

/**
 * An article as visitors read it: title, date and author, cover, contents and the sanitized
 * body with its tags. The blog post template and the draft preview both render it, so a preview
 * looks exactly like the page it will become.
 */
export function ArticleView({
  title,
  date,
  author,
  cover,
  html,
  toc,
  tags,
  contentLang,
  notice,
}: ArticleViewProps): React.JSX.Element {
  const { t, i18n } = useTranslation('blog');
  return (
    <Container>
      <header css={headerStyle}>
        {/* The back link and the byline are not the article's text for search (its date is still read). */}
        <p data-pagefind-ignore>
          <Link to="/blog">
            <Icon name="arrow-left" /> {t('post.back')}
          </Link>
        </p>
        <h1 lang={contentLang}>{title}</h1>
        <p css={metaStyle} data-pagefind-ignore>
          {date && (
            <time dateTime={date} data-pagefind-meta="date[datetime]">
              {formatDate(date, i18n.language)}
            </time>
          )}
          {author && <span>{t('post.by', { author })}</span>}
        </p>
        {notice}
      </header>
      {cover}
      <div css={[layoutStyle, css({ marginTop: space[10] })]}>
        {toc.length > 1 && (
          <nav aria-labelledby="toc-title" css={tocStyle} lang={contentLang}>
            <h2 id="toc-title" lang={i18n.language}>
              {t('post.toc')}
            </h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id} data-depth={entry.depth}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div>
          <div css={proseStyle} lang={contentLang} dangerouslySetInnerHTML={{ __html: html }} />
          {tags && tags.length > 0 && (
            <div css={css({ marginTop: space[10] })}>
              <h2 css={css({ fontSize: fontSizes.lg })}>{t('post.tags')}</h2>
              <TagList tags={tags} label={t('post.tags')} searchFilter="tag" />
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}
