import { DateTimePicker, Field } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { fromPickerDate, isTimeZone, keepWallClock, toPickerDate } from './event-time';
import { EVENT_TIME_MESSAGES } from './event-time-messages';

/** The admin's own limit for datetime fields (its DateTime input). */
const MAX_DATE = new Date(2099, 11, 31);
/** An event's zone when its field holds none yet (the schema's default). */
const DEFAULT_ZONE = 'UTC';

/**
 * The value at a form path (`timeZone`, `communities.0.code`).
 * @param {object} values
 * @param {string} path
 * @returns {unknown}
 */
const at = (values, path) =>
  path
    .split('.')
    .reduce(
      (value, key) => /** @type {Record<string, unknown> | undefined} */ (value)?.[key],
      /** @type {unknown} */ (values),
    );

/**
 * The path of the `timeZone` field beside `name` (`startsAt` → `timeZone`).
 * @param {string} name
 */
const zonePath = (name) => name.replace(/[^.]+$/, 'timeZone');

/**
 * An event's start or end (issue 39, item 3): shown and typed in the event's own time zone, with
 * the zone named beside the field, whatever the browser's zone; stored as a UTC instant, as
 * Strapi's datetime is. Changing the zone keeps the wall-clock times (19:00 stays 19:00, now in
 * the new zone): an editor who picks the zone after typing the time means the time as typed.
 * Held by e2e-editor/event-zone.spec.ts (and events.spec.ts, which types the times before the zone).
 * @param {{ name: string, value?: string | null, onChange: (name: string, value: string | null) => void,
 *   error?: string, hint?: import('react').ReactNode, label?: import('react').ReactNode,
 *   labelAction?: import('react').ReactNode, required?: boolean, disabled?: boolean, placeholder?: string }} props
 */
export function EventTimeInput({
  name,
  value,
  onChange,
  error,
  hint,
  label,
  labelAction,
  required,
  disabled,
  placeholder,
}) {
  const { formatMessage } = useIntl();
  const typedZone = useForm('EventTimeInput', (state) => at(state.values, zonePath(name)));
  const initialZone = useForm('EventTimeInput', (state) => at(state.initialValues, zonePath(name)));
  const initialValue = useForm('EventTimeInput', (state) => at(state.initialValues, name));
  // The zone the value is read in (a state: moving to a new one draws the field again).
  const [readIn, setReadIn] = React.useState(isTimeZone(typedZone) ? typedZone : DEFAULT_ZONE);
  // While the editor types a zone ("Asia/Se…"), the last zone the browser knows stays in use.
  const timeZone = isTimeZone(typedZone) ? typedZone : readIn;

  React.useEffect(() => {
    const previous = readIn;
    if (timeZone === previous) return;
    setReadIn(timeZone);
    // A form reset (the entry loaded or saved) brings its zone with its times: nothing to move.
    const reset = timeZone === initialZone && value === initialValue;
    if (value && !reset) onChange(name, keepWallClock(value, previous, timeZone));
    // Only a change of zone moves the instant; the value is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeZone]);

  const note = formatMessage(
    { id: 'event-time.zone', defaultMessage: EVENT_TIME_MESSAGES.en['event-time.zone'] },
    { timeZone },
  );
  // Read in the zone the value was last moved to: until the effect above has moved it, that is
  // the previous zone, whose wall clock the moved value keeps.
  const shown = value ? toPickerDate(new Date(value), readIn) : null;
  return (
    <Field.Root
      name={name}
      error={error}
      hint={
        hint ? (
          <>
            {note}. {hint}
          </>
        ) : (
          note
        )
      }
      required={required}
    >
      <Field.Label action={labelAction}>{label}</Field.Label>
      <DateTimePicker
        clearLabel={formatMessage({ id: 'clearLabel', defaultMessage: 'Clear' })}
        value={shown}
        onChange={(date) => onChange(name, date ? fromPickerDate(date, timeZone).toISOString() : null)}
        onClear={() => onChange(name, null)}
        maxDate={MAX_DATE}
        disabled={disabled}
        placeholder={placeholder}
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
