import { Box, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { TRANSLATION_STATUS_MESSAGES } from './translation-status-messages';

// Translation status (cms/src/translations/translation-status-api.js) where editors work: the
// edit view's "Translations" panel, the list view's column and the homepage widget.

/** The widget lists this many entries (the counts cover them all). */
const WIDGET_ENTRIES = 8;
/** The list view's cells share one read of their type's statuses for this long. */
const LIST_CACHE_MS = 3000;

/** @typedef {import('../translations/translation-status').LanguageStatus} LanguageStatus */
/** @typedef {'up-to-date' | 'outdated' | 'missing'} State */
/**
 * A document's statuses, as the CMS answers them (translation-status.js, statusesOf).
 * @typedef {{ documentId: string, languages: LanguageStatus[] }} DocumentStatuses
 */
/**
 * A translation to do, as the widget's route answers it (translation-status-api.js).
 * @typedef {LanguageStatus & { type: string, documentId: string, title?: string | null, typeName: string }} ToDo
 */
/** @typedef {keyof typeof TRANSLATION_STATUS_MESSAGES.en} MessageId */
/** @typedef {MessageId extends `translation-status.${infer Id}` ? Id : never} ShortId */

/** A message of translation status; English when the admin's language has none. */
function useMessage() {
  const { formatMessage } = useIntl();
  /** @param {ShortId} id @param {Record<string, string | number>} [values] */
  return (id, values) =>
    formatMessage(
      {
        id: `translation-status.${id}`,
        defaultMessage: TRANSLATION_STATUS_MESSAGES.en[`translation-status.${id}`],
      },
      values,
    );
}

/**
 * A language by its own name (日本語, 한국어), as its readers know it.
 * @param {string} code
 */
export function languageName(code) {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An entry's edit view in a language (the locale menu's address; a missing one opens its form).
 * @param {string} model
 * @param {string} documentId
 * @param {string} locale
 */
export function editPath(model, documentId, locale) {
  return `/content-manager/collection-types/${model}/${documentId}?plugins[i18n][locale]=${locale}`;
}

/** "up to date", "missing" or "outdated since 2026-11-20 — English changed: title, body". */
function useStatusText() {
  const message = useMessage();
  /** @param {LanguageStatus} status */
  return (status) => {
    if (status.state !== 'outdated') return message(status.state);
    const since = message('outdated', { date: (status.outdatedSince ?? '').slice(0, 10) });
    return status.changedFields?.length
      ? `${since} — ${message('changed', { fields: status.changedFields.join(', ') })}`
      : since;
  };
}

/** @type {Record<State, string>} */
const STATE_COLORS = { 'up-to-date': 'success600', outdated: 'warning700', missing: 'danger600' };

/**
 * Reads an admin API path again whenever `version` changes; { data } or { error }.
 * @template T
 * @param {string | null} path
 * @param {unknown} version
 * @returns {{ data?: T, error?: string, status?: number } | null}
 */
function useAdminRead(path, version) {
  const { get } = useFetchClient();
  const getRef = React.useRef(get);
  getRef.current = get;
  const [result, setResult] = React.useState(
    /** @type {{ data?: T, error?: string, status?: number } | null} */ (null),
  );
  React.useEffect(() => {
    if (!path) return undefined;
    let stopped = false;
    getRef.current(path).then(
      ({ data }) => !stopped && setResult({ data: /** @type {{ data: T }} */ (data).data }),
      (error) => !stopped && setResult({ error: error?.message ?? String(error), status: error?.status }),
    );
    return () => {
      stopped = true;
    };
  }, [path, version]);
  return result;
}

/**
 * One language's line: its name (a link to its edit view) and its status.
 * @param {{ model: string, documentId: string, status: LanguageStatus }} props
 */
function LanguageLine({ model, documentId, status }) {
  const statusText = useStatusText();
  return (
    <li>
      <Typography variant="omega">
        <Link tag={RouterLink} to={editPath(model, documentId, status.language)}>
          {languageName(status.language)}
        </Link>
        {': '}
        <Typography variant="omega" fontWeight="bold" textColor={STATE_COLORS[status.state]}>
          {statusText(status)}
        </Typography>
      </Typography>
    </li>
  );
}

/**
 * The edit view's "Translations" panel (content-manager calls it like a hook, inside its
 * render): every other language's status, read again after each save of the entry.
 * @param {{ model: string, documentId?: string, document?: { locale?: string, updatedAt?: string },
 *   collectionType: string }} props
 */
export function TranslationStatusPanel({ model, documentId, document, collectionType }) {
  const message = useMessage();
  const translated =
    collectionType === 'collection-types' && Boolean(documentId) && Boolean(document?.locale);
  /** @type {{ data?: DocumentStatuses | null, error?: string, status?: number } | null} */
  const result = useAdminRead(
    translated ? `/translation-status/documents/${model}/${documentId}` : null,
    `${document?.updatedAt}:${document?.locale}`,
  );
  // Not a translated type (the route answers 404), or a new entry: no panel.
  if (!translated || result?.status === 404) return null;
  // Every translation's, the one open included (a translator sees it turn up to date on save).
  const languages = result?.data?.languages ?? [];
  return {
    title: message('title'),
    content: (
      <Box width="100%" aria-live="polite">
        {result?.error && (
          <Typography textColor="danger600">{message('unavailable', { reason: result.error })}</Typography>
        )}
        {result && !result.error && !result.data && <Typography>{message('noSource')}</Typography>}
        {languages.length > 0 && (
          <ul aria-label={message('title')}>
            {languages.map((status) => (
              <LanguageLine
                key={status.language}
                model={model}
                documentId={documentId ?? ''}
                status={status}
              />
            ))}
          </ul>
        )}
      </Box>
    ),
  };
}

/** @type {Map<string, { at: number, promise: Promise<Map<string, DocumentStatuses>> }>} */
const typeStatuses = new Map();

/**
 * A type's statuses by documentId, read once for all the list's cells.
 * @param {import('@strapi/strapi/admin').FetchClient['get']} get
 * @param {string} model
 */
function loadTypeStatuses(get, model) {
  const cached = typeStatuses.get(model);
  if (cached && Date.now() - cached.at < LIST_CACHE_MS) return cached.promise;
  const promise = get(`/translation-status/types/${model}`).then(({ data }) => {
    const documents = /** @type {{ data: DocumentStatuses[] }} */ (data).data;
    return new Map(documents.map((document) => [document.documentId, document]));
  });
  typeStatuses.set(model, { at: Date.now(), promise });
  return promise;
}

/**
 * A list view cell: each other language's status, in short.
 * @param {{ model: string, documentId: string }} props
 */
function TranslationStatusCell({ model, documentId }) {
  const { get } = useFetchClient();
  const message = useMessage();
  const [document, setDocument] = React.useState(
    /** @type {DocumentStatuses | null | undefined} */ (undefined),
  );
  React.useEffect(() => {
    let stopped = false;
    loadTypeStatuses(get, model).then(
      (byId) => !stopped && setDocument(byId.get(documentId) ?? null),
      () => !stopped && setDocument(null),
    );
    return () => {
      stopped = true;
    };
  }, [get, model, documentId]);
  if (!document) return <Typography textColor="neutral600">-</Typography>;
  return (
    <Flex direction="column" alignItems="flex-start" gap={0}>
      {document.languages.map((status) => (
        <Typography key={status.language} variant="pi" textColor={STATE_COLORS[status.state]}>
          {`${languageName(status.language)}: ${
            status.state === 'outdated'
              ? message('outdated', { date: (status.outdatedSince ?? '').slice(0, 10) })
              : message(status.state)
          }`}
        </Typography>
      ))}
    </Flex>
  );
}

/**
 * The list view's "Translations" column, for localized types (the content manager's table hook),
 * right after the entry's title: at the end, after the slug, the date and "Available in", it was
 * off-screen in a 1280-pixel-wide window (issue 39, item 7).
 * @template {{ name: string }} Header
 * @template {{ options?: any, settings?: { mainField?: string } }} Layout
 * @param {{ displayedHeaders: Header[], layout: Layout }} table
 */
export function addTranslationStatusColumn({ displayedHeaders, layout }) {
  if (layout?.options?.i18n?.localized !== true) return { displayedHeaders, layout };
  const title = displayedHeaders.findIndex((header) => header.name === layout?.settings?.mainField);
  const firstField = displayedHeaders.findIndex((header) => header.name !== 'id');
  const at = title !== -1 ? title + 1 : firstField !== -1 ? firstField + 1 : displayedHeaders.length;
  return {
    displayedHeaders: [
      ...displayedHeaders.slice(0, at),
      {
        attribute: { type: 'string' },
        label: { id: 'translation-status.title', defaultMessage: 'Translations' },
        searchable: false,
        sortable: false,
        name: 'translationStatus',
        /** @param {{ documentId: string }} row @param {unknown} _header @param {{ model: string }} context */
        cellFormatter: (row, _header, { model }) => (
          <TranslationStatusCell model={model} documentId={row.documentId} />
        ),
      },
      ...displayedHeaders.slice(at),
    ],
    layout,
  };
}

/** The homepage widget: missing and outdated translations per language, and the entries. */
export function TranslationsToDoWidget() {
  const message = useMessage();
  const statusText = useStatusText();
  /** @type {{ data?: ToDo[], error?: string } | null} */
  const result = useAdminRead('/translation-status/to-do', 0);
  if (!result) return null;
  if (result.error) {
    return <Typography textColor="danger600">{message('unavailable', { reason: result.error })}</Typography>;
  }
  // The outdated first: a translation to bring up to date, before one to begin.
  const entries = [...(result.data ?? [])].sort((a, b) =>
    a.state === b.state ? 0 : a.state === 'outdated' ? -1 : 1,
  );
  if (!entries.length) return <Typography textColor="success600">{message('allDone')}</Typography>;
  const languages = [...new Set(entries.map((entry) => entry.language))].sort();
  /** @param {string} language @param {State} state */
  const count = (language, state) =>
    entries.filter((entry) => entry.language === language && entry.state === state).length;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} role="region" aria-label={message('widget')}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <Typography fontWeight="bold">{`${languageName(language)}: `}</Typography>
            <Typography>
              {message('counts', {
                missing: count(language, 'missing'),
                outdated: count(language, 'outdated'),
              })}
            </Typography>
          </li>
        ))}
      </ul>
      <ul>
        {entries.slice(0, WIDGET_ENTRIES).map((entry) => (
          <li key={`${entry.type}:${entry.documentId}:${entry.language}`}>
            <Typography variant="pi">
              <Link tag={RouterLink} to={editPath(entry.type, entry.documentId, entry.language)}>
                {`${entry.title ?? entry.documentId} (${entry.typeName}, ${languageName(entry.language)})`}
              </Link>
              {` · ${statusText(entry)}`}
            </Typography>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
