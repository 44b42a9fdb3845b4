import { Button, Field, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { browserZone, fromInputValue, toInputValue, utcText } from './schedule-time';
import { editPath, languageName } from './TranslationStatus';

/** The date-and-time field's text and paddings, small enough for the side column. */
const DATE_TIME_STYLE = { paddingInline: '0.8rem', fontSize: '1.3rem' };

// Scheduled publishing (cms/src/schedules/schedule-api.js) where editors work: the edit view's
// "Schedule" panel for the language being edited, the list view's column and the homepage widget.

/** @typedef {'publish' | 'unpublish'} Action */
/**
 * A schedule as the CMS answers it.
 * @typedef {{ id: number, type: string, documentId: string, language: string, action: Action,
 *   dueAt: string, state: string, firedAt: string | null, outcome: string | null,
 *   outcomeCode: 'late' | 'no-version' | null, title?: string }} Schedule
 */
/** @typedef {keyof typeof SCHEDULE_MESSAGES.en} MessageId */
/** @typedef {MessageId extends `schedule.${infer Id}` ? Id : never} ShortId */

const ACTIONS = /** @type {const} */ (['publish', 'unpublish']);
const FIELD_LABELS = /** @type {const} */ ({ publish: 'publishAt', unpublish: 'unpublishAt' });
/** The list view's cells share one read of their type's schedules for this long. */
const LIST_CACHE_MS = 3000;

/** A message of scheduling; English when the admin's language has none. */
function useMessage() {
  const { formatMessage } = useIntl();
  /** @param {ShortId} id @param {Record<string, string | number>} [values] */
  return (id, values) =>
    formatMessage({ id: `schedule.${id}`, defaultMessage: SCHEDULE_MESSAGES.en[`schedule.${id}`] }, values);
}

/** An instant in the editor's zone, as they read times: "2026/12/01 9:00". */
function useTimeText() {
  const { formatDate } = useIntl();
  /** @param {string | Date} instant */
  return (instant) =>
    formatDate(instant, { dateStyle: 'medium', timeStyle: 'short', timeZone: browserZone() });
}

/**
 * How the last firing went: done, done late, or refused and why. The scheduler's own outcomes
 * come as codes, worded here in the admin's language; a content rule's refusal comes worded in
 * the language of the editor who scheduled it.
 */
function useOutcomeText() {
  const message = useMessage();
  const timeText = useTimeText();
  /** @param {Schedule} row */
  return (row) => {
    const time = timeText(row.firedAt ?? row.dueAt);
    if (row.outcomeCode === 'no-version')
      return message('refused', {
        time,
        reason: message('noVersion', { language: languageName(row.language) }),
      });
    if (row.state === 'refused') return message('refused', { time, reason: row.outcome ?? '' });
    if (row.outcomeCode === 'late' && row.firedAt) {
      const seconds = Math.round((new Date(row.firedAt).getTime() - new Date(row.dueAt).getTime()) / 1000);
      return message('late', { time, seconds });
    }
    return message('done', { time });
  };
}

/**
 * One action's field, buttons and last outcome, for the language being edited.
 * @param {{ action: Action, url: string, language: string, pending?: Schedule, fired?: Schedule,
 *   onChanged: () => void }} props
 */
function ScheduleField({ action, url, language, pending, fired, onChanged }) {
  const message = useMessage();
  const outcomeText = useOutcomeText();
  const { put, del } = useFetchClient();
  const zone = browserZone();
  const [value, setValue] = React.useState(pending ? toInputValue(new Date(pending.dueAt), zone) : '');
  const [error, setError] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const pendingDue = pending?.dueAt;
  React.useEffect(() => {
    // A saved or fired schedule's time replaces the field's; a refused save leaves what was typed.
    setValue(pendingDue ? toInputValue(new Date(pendingDue), zone) : '');
  }, [pendingDue, zone]);
  const instant = fromInputValue(value, zone);
  const save = async () => {
    setError('');
    if (!instant) return setError(message('invalid'));
    if (instant.getTime() <= Date.now()) return setError(message('past'));
    setBusy(true);
    try {
      await put(url, { action, language, dueAt: instant.toISOString() });
      onChanged();
    } catch (/** @type {any} */ failure) {
      const reason = failure?.response?.data?.error?.message ?? failure?.message ?? String(failure);
      if (failure?.response?.status === 409) setError(message('conflict'));
      else setError(/in the past/.test(reason) ? message('past') : message('failed', { reason }));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    setError('');
    setBusy(true);
    try {
      await del(`${url}/${language}/${action}`);
      onChanged();
    } catch (/** @type {any} */ failure) {
      setError(message('failed', { reason: failure?.message ?? String(failure) }));
    } finally {
      setBusy(false);
    }
  };
  const label = message(FIELD_LABELS[action]);
  return (
    <Field.Root
      name={`schedule-${action}`}
      error={error}
      hint={instant ? message('utc', { utc: utcText(instant) }) : ''}
    >
      <Field.Label>{label}</Field.Label>
      <Field.Input
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        // The side column is ~174 px wide: with the field's own 16 px paddings and 14 px text,
        // "11/30/2026, 01:18 PM" lost its minutes behind the calendar button.
        style={DATE_TIME_STYLE}
      />
      <Field.Hint />
      <Field.Error />
      <Flex gap={2} paddingTop={2}>
        <Button
          size="S"
          variant="secondary"
          onClick={save}
          disabled={busy}
          aria-label={`${pending ? message('change') : message('save')}: ${label}`}
        >
          {pending ? message('change') : message('save')}
        </Button>
        {pending && (
          <Button
            size="S"
            variant="danger-light"
            onClick={cancel}
            disabled={busy}
            aria-label={`${message('cancel')}: ${label}`}
          >
            {message('cancel')}
          </Button>
        )}
      </Flex>
      {fired && (
        <Typography
          variant="pi"
          textColor={fired.state === 'refused' ? 'danger600' : 'success600'}
          role="status"
        >
          {outcomeText(fired)}
        </Typography>
      )}
    </Field.Root>
  );
}

/**
 * The edit view's "Schedule" panel (content-manager calls it like a hook, inside its render): the
 * language being edited's publish and takedown times, in the editor's zone.
 * @param {{ model: string, documentId?: string, document?: { locale?: string, updatedAt?: string },
 *   collectionType: string }} props
 */
export function SchedulePanel({ model, documentId, document, collectionType }) {
  const message = useMessage();
  const { get } = useFetchClient();
  const [version, setVersion] = React.useState(0);
  const [result, setResult] = React.useState(
    /** @type {{ data?: Schedule[], status?: number, error?: string } | null} */ (null),
  );
  const language = document?.locale ?? '';
  const url = `/schedules/documents/${model}/${documentId}`;
  const shown = collectionType === 'collection-types' && Boolean(documentId) && Boolean(language);
  React.useEffect(() => {
    if (!shown) return undefined;
    let stopped = false;
    get(url).then(
      ({ data }) => !stopped && setResult({ data: /** @type {{ data: Schedule[] }} */ (data).data }),
      (error) => !stopped && setResult({ error: error?.message ?? String(error), status: error?.status }),
    );
    return () => {
      stopped = true;
    };
  }, [get, url, shown, version, document?.updatedAt]);
  // Not a scheduled type (the route answers 404), or a new entry: no panel.
  if (!shown || result?.status === 404) return null;
  const rows = (result?.data ?? []).filter((row) => row.language === language);
  return {
    title: message('title'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={4} width="100%" aria-live="polite">
        {/* One sentence a line: a space after 。 is not Japanese, and two sentences ran together. */}
        <div>
          <Typography variant="pi" tag="p">
            {message('language', { language: languageName(language) })}
          </Typography>
          <Typography variant="pi" tag="p">
            {message('zone', { zone: browserZone() })}
          </Typography>
        </div>
        {result?.error && (
          <Typography textColor="danger600">{message('unavailable', { reason: result.error })}</Typography>
        )}
        {ACTIONS.map((action) => (
          <ScheduleField
            key={`${language}:${action}`}
            action={action}
            url={url}
            language={language}
            pending={rows.find((row) => row.action === action && row.state === 'pending')}
            fired={rows.find(
              (row) => row.action === action && (row.state === 'done' || row.state === 'refused'),
            )}
            onChanged={() => setVersion((current) => current + 1)}
          />
        ))}
      </Flex>
    ),
  };
}

/** @type {Map<string, { at: number, promise: Promise<Schedule[]> }>} */
const typeSchedules = new Map();

/**
 * A type's pending schedules, read once for all the list's cells.
 * @param {import('@strapi/strapi/admin').FetchClient['get']} get
 * @param {string} model
 */
function loadTypeSchedules(get, model) {
  const cached = typeSchedules.get(model);
  if (cached && Date.now() - cached.at < LIST_CACHE_MS) return cached.promise;
  const promise = get(`/schedules/types/${model}`).then(
    ({ data }) => /** @type {{ data: Schedule[] }} */ (data).data,
    () => [],
  );
  typeSchedules.set(model, { at: Date.now(), promise });
  return promise;
}

/**
 * A list view cell: the row's next scheduled action in the row's language, or nothing.
 * @param {{ model: string, documentId: string, locale: string }} props
 */
function ScheduleCell({ model, documentId, locale }) {
  const { get } = useFetchClient();
  const message = useMessage();
  const timeText = useTimeText();
  const [next, setNext] = React.useState(/** @type {Schedule | null} */ (null));
  React.useEffect(() => {
    let stopped = false;
    loadTypeSchedules(get, model).then((rows) => {
      if (!stopped)
        setNext(rows.find((row) => row.documentId === documentId && row.language === locale) ?? null);
    });
    return () => {
      stopped = true;
    };
  }, [get, model, documentId, locale]);
  if (!next) return <Typography textColor="neutral600">-</Typography>;
  return (
    <Typography variant="pi">{`${message(`action.${next.action}`)}: ${timeText(next.dueAt)}`}</Typography>
  );
}

/** The scheduled types: a list view column for them only. */
const SCHEDULED = [
  'api::article.article',
  'api::page.page',
  'api::project.project',
  'api::event.event',
  'api::term.term',
];

/**
 * The list view's "Schedule" column (the content manager's table hook), after the Translations
 * column (or the title): last, it was off-screen in a 1280-pixel-wide window, as that one was.
 * @template {{ name: string }} Header
 * @template {{ options?: any, settings?: { mainField?: string } }} Layout
 * @param {{ displayedHeaders: Header[], layout: Layout }} table
 */
export function addScheduleColumn({ displayedHeaders, layout }) {
  const model =
    typeof window === 'undefined'
      ? ''
      : window.location.pathname.split('/').find((part) => part.startsWith('api::'));
  if (!model || !SCHEDULED.includes(model)) return { displayedHeaders, layout };
  const after = ['translationStatus', layout?.settings?.mainField]
    .map((name) => displayedHeaders.findIndex((header) => header.name === name))
    .find((index) => index !== -1);
  const at = after === undefined ? displayedHeaders.length : after + 1;
  return {
    displayedHeaders: [
      ...displayedHeaders.slice(0, at),
      {
        attribute: { type: 'string' },
        label: { id: 'schedule.title', defaultMessage: 'Schedule' },
        searchable: false,
        sortable: false,
        name: 'schedule',
        /** @param {{ documentId: string, locale?: string }} row @param {unknown} _header @param {{ model: string }} context */
        cellFormatter: (row, _header, { model: rowModel }) => (
          <ScheduleCell model={rowModel} documentId={row.documentId} locale={row.locale ?? 'en'} />
        ),
      },
      ...displayedHeaders.slice(at),
    ],
    layout,
  };
}

/** The homepage widget: the next scheduled actions, each linking to its edit view. */
export function SchedulesWidget() {
  const message = useMessage();
  const timeText = useTimeText();
  const { get } = useFetchClient();
  const [result, setResult] = React.useState(
    /** @type {{ data?: Schedule[], error?: string } | null} */ (null),
  );
  React.useEffect(() => {
    let stopped = false;
    get('/schedules/next?limit=8').then(
      ({ data }) => !stopped && setResult({ data: /** @type {{ data: Schedule[] }} */ (data).data }),
      (error) => !stopped && setResult({ error: error?.message ?? String(error) }),
    );
    return () => {
      stopped = true;
    };
  }, [get]);
  if (!result) return null;
  if (result.error)
    return <Typography textColor="danger600">{message('unavailable', { reason: result.error })}</Typography>;
  if (!result.data?.length) return <Typography>{message('none')}</Typography>;
  // The admin's widget frame is the region, named by the widget's title. A gap between the
  // entries: a long title wraps, and without it one entry ran into the next.
  return (
    <Flex tag="ul" direction="column" alignItems="stretch" gap={2}>
      {result.data.map((row) => (
        <li key={row.id}>
          <Typography variant="pi">
            {`${timeText(row.dueAt)} · ${message(`action.${row.action}`)} · `}
            <Link tag={RouterLink} to={editPath(row.type, row.documentId, row.language)}>
              {`${row.title ?? row.documentId} (${languageName(row.language)})`}
            </Link>
          </Typography>
        </li>
      ))}
    </Flex>
  );
}
