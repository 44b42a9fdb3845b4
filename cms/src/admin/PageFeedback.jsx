import { Box, Flex, Link, Typography } from '@strapi/design-system';
import { ThumbDown } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_FEEDBACK_MESSAGES } from './page-feedback-messages';
import { editPath, languageName } from './TranslationStatus';

// "Was this page helpful?" answers for editors (cms/src/page-feedback/admin-api.js): the homepage
// widget of the pages with the most "No", and the edit view's panel for the entry's page in the
// language being edited. Comments are shown as text (React escapes them), never as HTML.

/** The types whose entries have a page (the admin API maps them to their path). */
const TYPES_WITH_PAGES = ['api::article.article', 'api::event.event', 'api::page.page', 'api::term.term'];

/** @typedef {keyof typeof PAGE_FEEDBACK_MESSAGES.en} MessageId */
/** @typedef {MessageId extends `page-feedback.${infer Id}` ? Id : never} ShortId */

function useMessage() {
  const { formatMessage } = useIntl();
  /** @param {ShortId} id @param {Record<string, string | number>} [values] */
  return (id, values) =>
    formatMessage(
      { id: `page-feedback.${id}`, defaultMessage: PAGE_FEEDBACK_MESSAGES.en[`page-feedback.${id}`] },
      values,
    );
}

/**
 * Reads an admin API path again when `version` changes; the whole answer, or { error }.
 * @param {string | null} path
 * @param {unknown} version
 * @returns {{ body?: any, error?: string } | null}
 */
function useRead(path, version) {
  const { get } = useFetchClient();
  const getRef = React.useRef(get);
  getRef.current = get;
  const [result, setResult] = React.useState(/** @type {{ body?: any, error?: string } | null} */ (null));
  React.useEffect(() => {
    if (!path) return undefined;
    let stopped = false;
    getRef.current(path).then(
      ({ data }) => !stopped && setResult({ body: data }),
      (error) => !stopped && setResult({ error: error?.message ?? String(error) }),
    );
    return () => {
      stopped = true;
    };
  }, [path, version]);
  return result;
}

/** @typedef {{ path: string, language: string, yes: number, no: number, entry: { uid: string, documentId: string, locale: string } | null }} PageCount */

/** The homepage widget: the pages with the most "No" over the last 30 days, linked to their entries. */
export function PageFeedbackWidget() {
  const message = useMessage();
  const result = useRead('/page-feedback/top', 0);
  if (!result) return null;
  if (result.error)
    return <Typography textColor="danger600">{message('unavailable', { reason: result.error })}</Typography>;
  /** @type {PageCount[]} */
  const pages = result.body?.data ?? [];
  const days = result.body?.days ?? 30;
  if (!pages.length) return <Typography>{message('none', { days })}</Typography>;
  return (
    <Box>
      <ul>
        {pages.map((page) => {
          const name = `${page.path} (${languageName(page.language)})`;
          return (
            <li key={`${page.language} ${page.path}`}>
              <Typography variant="pi">
                {page.entry ? (
                  <Link
                    tag={RouterLink}
                    to={editPath(page.entry.uid, page.entry.documentId, page.entry.locale)}
                  >
                    {name}
                  </Link>
                ) : (
                  name
                )}
                {` · ${message('counts', { yes: page.yes, no: page.no, days })}`}
              </Typography>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}

/**
 * The edit view's panel (content-manager calls it like a hook, inside its render): the counts of
 * the entry's page in the language being edited, and its latest comments.
 * @param {{ model: string, documentId?: string, document?: { locale?: string } }} props
 */
export function PageFeedbackPanel({ model, documentId, document }) {
  const message = useMessage();
  const shown = TYPES_WITH_PAGES.includes(model) && Boolean(documentId) && Boolean(document?.locale);
  const query = shown
    ? `/page-feedback/entry?${new URLSearchParams({ uid: model, documentId: documentId ?? '', locale: document?.locale ?? '' })}`
    : null;
  const result = useRead(query, query);
  if (!shown) return null;
  const data = result?.body?.data;
  const days = result?.body?.days ?? 30;
  return {
    title: message('title'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={2} width="100%" aria-live="polite">
        {result?.error && (
          <Typography textColor="danger600">{message('unavailable', { reason: result.error })}</Typography>
        )}
        {data && (
          <Typography>
            {data.yes + data.no
              ? message('counts', { yes: data.yes, no: data.no, days })
              : message('none', { days })}
          </Typography>
        )}
        {data?.comments?.length > 0 && (
          <>
            <Typography variant="sigma">{message('comments')}</Typography>
            <ul aria-label={message('comments')}>
              {data.comments.map(
                (
                  /** @type {{ helpful: boolean, comment: string, day: string }} */ item,
                  /** @type {number} */ index,
                ) => (
                  <li key={index}>
                    <Typography
                      variant="pi"
                      textColor="neutral600"
                    >{`${item.day} · ${message(item.helpful ? 'yes' : 'no')}`}</Typography>
                    <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {item.comment}
                    </Typography>
                  </li>
                ),
              )}
            </ul>
          </>
        )}
      </Flex>
    ),
  };
}

/** @param {import('@strapi/strapi/admin').StrapiApp} app the widget, after the others */
export function registerPageFeedback(app) {
  app.widgets.register({
    id: 'page-feedback',
    icon: ThumbDown,
    title: { id: 'page-feedback.widget', defaultMessage: PAGE_FEEDBACK_MESSAGES.en['page-feedback.widget'] },
    component: async () => PageFeedbackWidget,
  });
}
