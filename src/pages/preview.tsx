import { ALLOWED_EXTERNAL_HOSTS } from '@meridian/shared/allowed-hosts';
import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleView, coverStyle } from '../components/blog/ArticleView';
import { proseStyle } from '../components/blog/Prose';
import { EventView } from '../components/events/EventView';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { buttonStyles } from '../components/ui/Button';
import { Container } from '../components/ui/Container';
import { SiteLinksInNewTab } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import type { TocEntry } from '../features/cms/types';
import type { EventEntry } from '../features/events/events';
import { useDismissibleDefinitions } from '../features/glossary/dismiss-definitions';
import { colors, fontSizes, radii, space } from '../styles/theme';

/** What the site server's `/__preview/data` answers (server/preview.ts). */
interface PreviewArticle {
  title: string;
  date: string | null;
  author: string | null;
  coverAlt: string;
  cover: { src: string; width: number | null; height: number | null } | null;
  tags: Array<{ name: string; slug: string }>;
  html: string;
  toc: TocEntry[];
}
interface PreviewPage {
  title: string;
  seoDescription: string | null;
  html: string;
}
/** An event as its page shows it (the build's rules), its body rendered, and whether it has ended. */
interface PreviewEvent {
  event: EventEntry;
  html: string;
  ended: boolean;
}
/** linkHosts: the allowed hosts, the admins' included (the server's; absent from an older one). */
type PreviewData = { expires: number; linkHosts?: readonly string[] } & (
  | { type: 'article'; article: PreviewArticle }
  | { type: 'page'; page: PreviewPage }
  | { type: 'event'; event: PreviewEvent }
);

/**
 * `not-served`: this server has no preview routes (a static host or `npm run serve` alone);
 * `incomplete`: the draft lacks what its page needs (the server's `detail` says what).
 */
const REASONS = [
  'missing',
  'forged',
  'expired',
  'not-found',
  'incomplete',
  'unavailable',
  'not-served',
] as const;
type Refusal = (typeof REASONS)[number];
type PreviewState =
  | { state: 'loading' }
  | { state: 'ready'; data: PreviewData }
  | { state: 'refused'; reason: Refusal; detail?: string };

/**
 * A draft's cover through the preview's media relay: the build has not copied it, so no WebP or
 * srcset yet, but sized as the built page's is (no layout shift).
 */
function PreviewCover({
  src,
  width,
  height,
  alt,
}: {
  src: string;
  width: number | null;
  height: number | null;
  alt: string;
}): React.JSX.Element {
  return <img css={coverStyle} src={src} width={width ?? undefined} height={height ?? undefined} alt={alt} />;
}

/** The draft's title and body, whatever its type. */
function previewContent(data: PreviewData): { title: string; html: string } {
  if (data.type === 'article') return data.article;
  if (data.type === 'page') return data.page;
  return { title: data.event.event.title, html: data.event.html };
}

const bannerStyle = css`
  padding: ${space[3]} 0;
  border-bottom: 3px solid ${colors.noticeBorder};
  background: ${colors.notice};
  color: ${colors.ink};
  strong {
    margin-right: ${space[3]};
  }
`;

const messageStyle = css`
  max-width: 40rem;
  margin: ${space[10]} auto ${space[16]};
  padding: ${space[6]};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

/** The server's reason in the build's words (English, as the build's warnings are). */
const detailStyle = css`
  white-space: pre-line;
  font-size: ${fontSizes.sm};
  color: ${colors.inkMuted};
`;

/** Reads the draft the link names; the link's signature is checked by the server, not here. */
async function loadPreview(search: string): Promise<PreviewState> {
  if (!new URLSearchParams(search).get('signature')) return { state: 'refused', reason: 'missing' };
  try {
    const response = await fetch(`/__preview/data${search}`, { cache: 'no-store', credentials: 'omit' });
    if (response.ok) return { state: 'ready', data: (await response.json()) as PreviewData };
    // The preview server always answers JSON; anything else is a server without it (its 404 page).
    if (!response.headers.get('content-type')?.includes('application/json')) {
      return { state: 'refused', reason: 'not-served' };
    }
    const body = (await response.json().catch(() => ({}))) as { reason?: string; detail?: unknown };
    const reason = REASONS.find((candidate) => candidate === body.reason) ?? 'unavailable';
    return typeof body.detail === 'string'
      ? { state: 'refused', reason, detail: body.detail }
      : { state: 'refused', reason };
  } catch {
    return { state: 'refused', reason: 'unavailable' };
  }
}

/** A draft event: no calendar file yet (the build writes it on publishing); its links held to the CMS's list. */
function EventDraft({
  draft,
  linkHosts = ALLOWED_EXTERNAL_HOSTS,
}: {
  draft: PreviewEvent;
  linkHosts?: readonly string[];
}): React.JSX.Element {
  const { event } = draft;
  return (
    <EventView
      event={event}
      html={draft.html}
      icsPath={null}
      ended={draft.ended}
      linkHosts={linkHosts}
      cover={
        event.cover && (
          <PreviewCover
            src={event.cover.url}
            width={event.cover.width}
            height={event.cover.height}
            alt={event.coverAlt ?? ''}
          />
        )
      }
    />
  );
}

/**
 * The CMS's "Open preview" lands here (`/preview`, `/ja/preview`, `/ko/preview`) with a signed,
 * expiring link. The page is built like every other, without any content; the draft comes from
 * the site server at view time, so saving in the CMS and reloading shows the change at once.
 * Strapi's preview panel also posts `strapiUpdate` to this frame after a save.
 */
export default function PreviewPageView({ location }: PageProps): React.JSX.Element {
  const { t, i18n } = useTranslation('blog');
  const [preview, setPreview] = useState<PreviewState>({ state: 'loading' });
  const search = location.search;

  const reload = useCallback(() => {
    void loadPreview(search).then(setPreview);
  }, [search]);

  useEffect(reload, [reload]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the admin framing this page; a reload is all a message can cause.
      if (event.source === window.parent && event.data?.type === 'strapiUpdate') reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [reload]);

  const content = preview.state === 'ready' ? previewContent(preview.data) : null;
  const title = content?.title ?? null;
  useEffect(() => {
    if (title) document.title = `${t('preview.banner')}: ${title}`;
  }, [title, t]);

  // The draft's body has the build's in-place definitions (server/preview.ts): Escape too.
  useDismissibleDefinitions(content?.html ?? '');

  const expiresAt =
    preview.state === 'ready'
      ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
          preview.data.expires * 1000,
        )
      : null;

  return (
    <Layout>
      <div css={bannerStyle} role="note" aria-label={t('preview.banner')}>
        <Container>
          <strong>{t('preview.banner')}</strong>
          {expiresAt && <span>{t('preview.detail', { time: expiresAt })}</span>}
        </Container>
      </div>
      {preview.state === 'loading' && (
        <Container>
          <p role="status" css={messageStyle}>
            {t('preview.loading')}
          </p>
        </Container>
      )}
      {preview.state === 'refused' && (
        <Container>
          <div role="alert" css={messageStyle}>
            <h1>{t('preview.errorTitle')}</h1>
            <p>{t(`preview.error.${preview.reason}`)}</p>
            {preview.detail && (
              <p css={detailStyle} lang="en">
                {preview.detail}
              </p>
            )}
            {preview.reason === 'unavailable' && (
              <button type="button" css={buttonStyles.secondary} onClick={reload}>
                {t('preview.retry')}
              </button>
            )}
          </div>
        </Container>
      )}
      {/* The draft's links to the site's pages open in a new tab: the preview panel keeps the draft. */}
      <SiteLinksInNewTab.Provider value={true}>
        {preview.state === 'ready' && preview.data.type === 'article' && (
          <ArticleView
            title={preview.data.article.title}
            date={preview.data.article.date}
            author={preview.data.article.author}
            html={preview.data.article.html}
            toc={preview.data.article.toc}
            tags={preview.data.article.tags}
            cover={
              preview.data.article.cover && (
                <PreviewCover {...preview.data.article.cover} alt={preview.data.article.coverAlt} />
              )
            }
          />
        )}
        {preview.state === 'ready' && preview.data.type === 'event' && (
          <EventDraft draft={preview.data.event} linkHosts={preview.data.linkHosts} />
        )}
        {preview.state === 'ready' && preview.data.type === 'page' && (
          <>
            <PageHero title={preview.data.page.title} intro={preview.data.page.seoDescription ?? undefined} />
            <Container>
              <article
                css={[proseStyle, css({ padding: `${space[10]} 0 ${space[16]}` })]}
                dangerouslySetInnerHTML={{ __html: preview.data.page.html }}
              />
            </Container>
          </>
        )}
      </SiteLinksInNewTab.Provider>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query PreviewPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
