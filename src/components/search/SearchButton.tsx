import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../features/i18n/paths';
import { useLocale } from '../../features/i18n/use-locale';
import type { SearchDialogProps } from './SearchDialog';

/** Keys typed into these go to them, not to the search shortcut. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * The header's search entry: a link to the search page (which is all it is without
 * JavaScript) that opens the search dialog instead, as does `/` outside a text field. The dialog,
 * Pagefind and its index are loaded on the first open only: pages pay for this link alone.
 */
export function SearchButton({ className }: { className?: string }): React.JSX.Element {
  const { t } = useTranslation('header');
  const language = useLocale();
  const [Dialog, setDialog] = useState<React.ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  const openDialog = () => {
    setOpen(true);
    if (!Dialog) {
      import(/* webpackChunkName: "search-dialog" */ './SearchDialog').then(
        (module) => setDialog(() => module.SearchDialog),
        // Without its code the search page still works.
        () => window.location.assign(link.current?.href ?? '/'),
      );
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      event.preventDefault();
      openDialog();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <a
        ref={link}
        href={localizePath('/search', language)}
        className={className}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          openDialog();
        }}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('search.open')}
      </a>
      {Dialog && (
        <Dialog
          open={open}
          onClose={() => {
            setOpen(false);
            link.current?.focus();
          }}
        />
      )}
    </>
  );
}
