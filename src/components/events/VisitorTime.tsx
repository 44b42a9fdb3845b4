import { css } from '@emotion/react';
import React, { useEffect, useState } from 'react';
import { formatEventRange } from '../../features/events/time';

const reservedStyle = css`
  .placeholder {
    visibility: hidden;
  }
`;

/**
 * An event's time in the visitor's own time zone, which only the browser knows: written after
 * hydration with Intl.DateTimeFormat (never while the page hydrates: e2e/hydration.spec.ts).
 * Until then the line holds the event's own time as the build wrote it, hidden, so that the page
 * does not move when the visitor's is filled in (their lengths are alike). Only event pages
 * render it: no other page pays for it.
 */
export function VisitorTime({
  startsAt,
  endsAt,
  language,
  eventTime,
}: {
  startsAt: string;
  endsAt: string;
  language: string;
  /** The event's time in its own zone, as the build wrote it: the placeholder's text. */
  eventTime: string;
}): React.JSX.Element {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    // After the first commit's effects (the page is then marked hydrated): a formatter built
    // while the page hydrates would load the language's ICU data on its critical path.
    const timer = window.setTimeout(() => {
      const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      setText(formatEventRange(startsAt, endsAt, language, visitorZone));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [startsAt, endsAt, language]);
  return (
    <span css={reservedStyle} aria-live="off">
      {text ? (
        <time dateTime={startsAt} data-visitor-time="">
          {text}
        </time>
      ) : (
        <span className="placeholder" aria-hidden="true">
          {eventTime}
        </span>
      )}
    </span>
  );
}
