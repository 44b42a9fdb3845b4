import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../features/i18n/paths';
import { useLocale } from '../../features/i18n/use-locale';
import { OutdatedTranslationContext } from '../../features/i18n/outdated-translation';
import { ConsentManager } from '../consent/ConsentManager';
import { colors, radii, space } from '../../styles/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { StaticIsland } from '../ui/StaticIsland';
import { containerStyle } from '../ui/Container';
import { DeferredPageFeedback } from '../feedback/DeferredPageFeedback';
import { Footer } from './Footer';
import { Header } from './Header';
import { ServerErrorView } from './ServerErrorView';
import { UpdateNotice } from './UpdateNotice';

const skipLinkStyle = css`
  position: absolute;
  left: ${space[4]};
  top: -10rem;
  z-index: 100;
  padding: ${space[3]} ${space[4]};
  background: ${colors.surface};
  color: ${colors.primary};
  border-radius: ${radii.sm};
  font-weight: 700;
  &:focus {
    top: ${space[2]};
  }
`;

/** The localized error view, used when a page's own content fails to render. */
export function LocalizedServerError({ landmark = true }: { landmark?: boolean }): React.JSX.Element {
  const { t } = useTranslation('errors');
  const language = useLocale();
  return (
    <ServerErrorView
      landmark={landmark}
      texts={{
        heading: t('serverError.heading'),
        text: t('serverError.text'),
        reload: t('serverError.reload'),
        homeLink: t('serverError.homeLink'),
        homeHref: localizePath('/', language),
      }}
    />
  );
}

const mainStyle = css({ outline: 'none' });

const pageNoticeStyle = css`
  ${containerStyle};
  padding-bottom: ${space[6]};
`;

type LoadedNotice = typeof import('../blog/OutdatedTranslationNotice').OutdatedTranslationNotice;

/** The notice once its chunk has loaded, so that later renders never suspend. */
let loadedNotice: LoadedNotice | undefined;

/**
 * Loads the notice's chunk (webpack fetches it once). The server render awaits it before
 * rendering any page (gatsby-ssr.tsx), as the newsletter prompt's and the next events': a page
 * that suspended on it drew the notice's Emotion styles last in the head, so an outdated
 * translation's page differed between builds by which page its render worker drew first (the
 * equivalence test found /ko/account's styles in two orders).
 */
export function loadOutdatedTranslationNotice(): Promise<LoadedNotice> {
  return import('../blog/OutdatedTranslationNotice').then(
    (module) => (loadedNotice = module.OutdatedTranslationNotice),
  );
}

/**
 * Few pages show it: its code is a chunk of their own. In every page's bundle it took /account
 * 16 bytes over its budget (153,616 B gzip against 153,600). The server render has it loaded, so
 * the HTML has it; hydration keeps that HTML until the chunk is there.
 */
const LazyOutdatedTranslationNotice = React.lazy(() =>
  loadOutdatedTranslationNotice().then((component) => ({ default: component })),
);

/** A page kept in git whose translation is older than its English says so above its content. */
function PageTranslationNotice(): React.JSX.Element | null {
  const outdated = React.useContext(OutdatedTranslationContext);
  const language = useLocale();
  // Chosen once per mount: the same boundary either way, so the server's HTML and the client's match.
  const [OutdatedTranslationNotice] = React.useState<LoadedNotice | typeof LazyOutdatedTranslationNotice>(
    // `||`: a component or nothing, and shorter than `??` once compiled for the browsers.
    () => loadedNotice || LazyOutdatedTranslationNotice,
  );
  if (!outdated) return null;
  return (
    <div css={pageNoticeStyle}>
      <React.Suspense fallback={null}>
        <OutdatedTranslationNotice {...outdated} language={language} />
      </React.Suspense>
    </div>
  );
}

/**
 * Page frame: skip link, header, the page's main content, footer. `footerNewsletter={false}`
 * leaves the newsletter prompt out of the footer, for a page that has one in its content.
 * `staticContent` says the main content is copy, images and links only (no form, button or
 * state): on a first load it is adopted from the server's HTML instead of hydrated.
 */
export function Layout({
  children,
  footerNewsletter = true,
  staticContent = false,
  searchType = 'page',
  searchSummary,
  feedback = false,
}: {
  children: React.ReactNode;
  /** Asks "Was this page helpful?" below the content (articles, events, glossary, developers, CMS pages). */
  feedback?: boolean;
  footerNewsletter?: boolean;
  staticContent?: boolean;
  /** What site search calls a result from this page. */
  searchType?: 'page' | 'article';
  /** The summary site search shows for this page (an article's). */
  searchSummary?: string;
}): React.JSX.Element {
  const { t } = useTranslation('common');
  // Site search indexes the main content only (not the header, footer and banners); the build
  // leaves out pages that are not public (plugins/site-output/search-index.ts).
  const searchAttributes = {
    'data-pagefind-body': '',
    'data-pagefind-filter': `type:${searchType}`,
    ...(searchSummary
      ? { 'data-pagefind-meta': 'summary[data-summary]', 'data-summary': searchSummary }
      : {}),
  };
  return (
    <>
      <a href="#main" css={skipLinkStyle}>
        {t('skipToContent')}
      </a>
      <Header />
      <ErrorBoundary fallback={<LocalizedServerError />}>
        {staticContent ? (
          <StaticIsland as="main" id="main" tabIndex={-1} css={mainStyle} {...searchAttributes}>
            <PageTranslationNotice />
            {children}
          </StaticIsland>
        ) : (
          <main id="main" tabIndex={-1} css={mainStyle} {...searchAttributes}>
            <PageTranslationNotice />
            {children}
          </main>
        )}
        {feedback && <DeferredPageFeedback />}
      </ErrorBoundary>
      <Footer newsletter={footerNewsletter} />
      <ConsentManager />
      <UpdateNotice />
    </>
  );
}
