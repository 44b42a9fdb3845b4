import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { notOnSiteReason } from './not-on-site';
import { SITE_BUILDS_MESSAGES } from './site-builds-messages';

/** How often the status is read while the admin is visible (hidden tabs ask less often). */
const REFRESH_MS = 5000;
const HIDDEN_REFRESH_MS = 30000;

/**
 * The entry a failed build names, with its edit view's path (cms/src/site-builds.js).
 * @typedef {{ editPath?: string, type?: string, title?: string, locale?: string, field?: string }} FailedEntry
 */
/**
 * One build, as the site server reports it.
 * @typedef {{ number: number, result: string, trigger: string, requestedAt?: string, startedAt?: string,
 *   finishedAt?: string, error?: string, failedEntry?: FailedEntry, entries: Array<{ title?: string }> }} Build
 */
/**
 * The site's build status, or why it could not be read.
 * @typedef {{ state: string, reason?: string, builds?: Build[], lastSuccess?: { finishedAt?: string } | null }} Status
 */
/** @typedef {keyof typeof SITE_BUILDS_MESSAGES.en extends `site-builds.${infer Id}` ? Id : never} MessageId */

/**
 * The site's build status (`GET /site-builds/status`, read server-side by the CMS), kept fresh;
 * with `entry` (an edit view's), also whether the site shows that entry's published version.
 * @param {{ uid: string, documentId?: string, locale?: string }} [entry]
 */
export function useSiteBuilds(entry) {
  const { get } = useFetchClient();
  const getRef = React.useRef(get);
  getRef.current = get;
  const [status, setStatus] = React.useState(/** @type {Status | null} */ (null));
  const query =
    entry?.uid && entry?.documentId && entry?.locale
      ? `?${new URLSearchParams({ uid: entry.uid, documentId: entry.documentId, locale: entry.locale })}`
      : '';
  React.useEffect(() => {
    let stopped = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const load = async () => {
      try {
        const { data } = await getRef.current(`/site-builds/status${query}`);
        // The CMS passes the site server's answer on (cms/src/site-builds.js).
        const answer = /** @type {Status} */ (data);
        if (!stopped) setStatus(answer);
      } catch (error) {
        const reason = /** @type {{ message?: string } | undefined} */ (error)?.message ?? String(error);
        if (!stopped) setStatus({ state: 'unreachable', reason });
      }
      if (!stopped) timer = setTimeout(load, document.hidden ? HIDDEN_REFRESH_MS : REFRESH_MS);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [query]);
  return status;
}

/** A message of the widget; English when the admin's language has none. */
function useMessage() {
  const { formatMessage } = useIntl();
  /** @param {string} id a MessageId (some are made: `result.${build.result}`) @param {Record<string, string | number | undefined>} [values] */
  return (id, values) =>
    formatMessage(
      {
        id: `site-builds.${id}`,
        defaultMessage:
          SITE_BUILDS_MESSAGES.en[/** @type {`site-builds.${MessageId}`} */ (`site-builds.${id}`)],
      },
      values,
    );
}

function useTime() {
  const { formatTime, formatDate } = useIntl();
  /** @param {string | undefined} iso */
  return (iso) => {
    if (!iso) return '';
    const date = new Date(iso);
    const today = new Date().toDateString() === date.toDateString();
    return today
      ? formatTime(date, { hour: '2-digit', minute: '2-digit' })
      : `${formatDate(date, { month: 'short', day: 'numeric' })} ${formatTime(date, { hour: '2-digit', minute: '2-digit' })}`;
  };
}

/**
 * "Live", "Building (since …)", "Failed: <reason>" or why the site cannot be asked.
 * @param {{ status: Status | null }} props
 */
export function StatusLine({ status }) {
  const time = useTime();
  const message = useMessage();
  if (!status) return null;
  const newest = status.builds?.find((build) => build.result !== 'queued') ?? status.builds?.[0];
  let text;
  let color = 'neutral800';
  if (status.state === 'unreachable') {
    text = message('unreachable', { reason: status.reason });
    color = 'danger600';
  } else if (status.state === 'building') {
    const building = status.builds?.find((build) => build.result === 'building');
    text = building ? message('building', { time: time(building.startedAt) }) : message('queued');
    color = 'warning600';
  } else if (status.state === 'failed') {
    text = message('failed', { reason: newest?.error ?? '' });
    color = 'danger600';
  } else if (status.state === 'live') {
    text = message('live');
    color = 'success600';
  } else {
    text = message('unknown');
  }
  const entry = status.state === 'failed' ? newest?.failedEntry : null;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Typography role="status" fontWeight="bold" textColor={color}>
        {text}
      </Typography>
      {entry?.editPath && <EntryLink entry={entry} editPath={entry.editPath} />}
    </Flex>
  );
}

/**
 * A link to the edit view of the entry a failed build names (cms/src/site-builds.js).
 * @param {{ entry: FailedEntry, editPath: string }} props
 */
function EntryLink({ entry, editPath }) {
  const message = useMessage();
  return (
    <Typography variant="pi">
      <RouterLink to={editPath}>
        {message('openEntry', {
          type: entry.type,
          title: entry.title,
          locale: entry.locale,
          field: entry.field,
        })}
      </RouterLink>
    </Typography>
  );
}

/** @param {{ status: Status | null }} props */
function LastSuccess({ status }) {
  const message = useMessage();
  const time = useTime();
  if (!status || status.state === 'unreachable') return null;
  return (
    <Typography variant="pi" textColor="neutral600">
      {status.lastSuccess
        ? message('lastSuccess', { time: time(status.lastSuccess.finishedAt) })
        : message('noSuccess')}
    </Typography>
  );
}

/** The homepage widget: the newest build's state, the last success and the recent builds. */
export function SiteBuildsWidget() {
  const time = useTime();
  const status = useSiteBuilds();
  const message = useMessage();
  const recent = (status?.builds ?? []).slice(0, 5);
  return (
    <Flex direction="column" alignItems="stretch" gap={3} aria-label={message('title')} role="region">
      <StatusLine status={status} />
      {status?.state === 'failed' && (
        <Typography variant="pi" textColor="neutral600">
          {message('previousLive')}
        </Typography>
      )}
      <LastSuccess status={status} />
      {recent.length > 0 && (
        <Box>
          <Typography variant="sigma" textColor="neutral600" tag="h3">
            {message('recent')}
          </Typography>
          <ul>
            {recent.map((build) => {
              const titles = build.entries.map((entry) => entry.title).filter(Boolean);
              const seconds =
                build.startedAt && build.finishedAt
                  ? Math.round((Date.parse(build.finishedAt) - Date.parse(build.startedAt)) / 1000)
                  : null;
              return (
                <li key={build.number}>
                  <Typography variant="pi">
                    {`#${build.number} · ${time(build.requestedAt)} · ${message(`trigger.${build.trigger}`)}`}
                    {titles.length > 0 &&
                      ` · ${titles.slice(0, 3).join(', ')}${titles.length > 3 ? '…' : ''}`}
                    {` · ${message(`result.${build.result}`)}`}
                    {seconds !== null && ` · ${message('seconds', { seconds })}`}
                  </Typography>
                </li>
              );
            })}
          </ul>
        </Box>
      )}
    </Flex>
  );
}

/** Reasons that pass by themselves (a build is coming or running): not shown as errors. */
const WAITING = new Set(['notOnSite.waiting', 'notOnSite.building']);

/**
 * The same status beside an entry's Publish button (content manager edit view), first saying
 * when this entry, although published, is not on the site, and why.
 * @param {{ model: string, documentId?: string, document?: { locale?: string, publishedAt?: string | null },
 *   meta?: { availableStatus?: Array<{ publishedAt?: string | null }> } }} props
 */
export function SiteBuildsPanel({ model, documentId, document, meta }) {
  const status = useSiteBuilds({ uid: model, documentId, locale: document?.locale });
  const message = useMessage();
  const publishedAt =
    meta?.availableStatus?.find((version) => version.publishedAt)?.publishedAt ??
    document?.publishedAt ??
    null;
  const notOnSite = notOnSiteReason({ status, documentId, locale: document?.locale, publishedAt });
  return (
    // A reason may hold a long URL: it wraps inside the narrow panel instead of overflowing it.
    <Flex
      direction="column"
      alignItems="flex-start"
      gap={1}
      width="100%"
      style={{ overflowWrap: 'anywhere' }}
    >
      {notOnSite?.id === 'notOnSite.draft' && (
        // A draft's state, not a problem: said, not announced.
        <Typography role="status" fontWeight="bold" textColor="neutral600">
          {message(notOnSite.id, notOnSite.values)}
        </Typography>
      )}
      {notOnSite && notOnSite.id !== 'notOnSite.draft' && (
        <Typography
          role="alert"
          fontWeight="bold"
          textColor={WAITING.has(notOnSite.id) ? 'warning600' : 'danger600'}
        >
          {message(notOnSite.id, notOnSite.values)}
        </Typography>
      )}
      {/* "Live" is the site's; beside an entry the site does not show, it would read as the entry's. */}
      {!(notOnSite && status?.state === 'live') && <StatusLine status={status} />}
      <LastSuccess status={status} />
    </Flex>
  );
}
