import React, { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './Button';
import { Icon } from './Icon';

// Phones show results first: the filter groups sit behind this button until it is opened.
// From `md` up the button is gone and the groups always show. CSS does the hiding (static rules,
// styles/filters.ts, in the global styles: no page's JavaScript carries them), so the
// server's HTML is already collapsed on a phone: the results do not move when React arrives.

/**
 * A disclosure around filter groups, labelled with how many filters are active ("Filters", or
 * "Filters · 2" when two are). Until React has hydrated (and without JavaScript) its button is
 * disabled, like the filters it holds.
 */
export function FilterDisclosure({
  id,
  activeCount,
  hydrated,
  children,
}: {
  /** The id of the panel, for aria-controls. */
  id: string;
  activeCount: number;
  hydrated: boolean;
  children: React.ReactNode;
}): React.JSX.Element {
  const { t } = useTranslation('filters');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    // Escape inside the open panel closes it and gives focus back to its button (keys bubble
    // here from the button and the checkboxes, the interactive elements).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="filter-disclosure"
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        css={buttonStyles.secondary}
        aria-expanded={open}
        aria-controls={id}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        <Icon name="sliders-horizontal" />
        {t(activeCount ? 'toggleActive' : 'toggle', { count: activeCount })}
      </button>
      <div id={id}>{children}</div>
    </div>
  );
}
