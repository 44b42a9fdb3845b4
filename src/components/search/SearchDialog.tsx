import { css } from '@emotion/react';
import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
import { SearchPanel } from './SearchPanel';

const dialogStyle = css`
  width: min(40rem, calc(100vw - 1rem));
  max-height: calc(100vh - 4rem);
  margin-top: 4vh;
  padding: ${space[5]};
  border: 0;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  color: ${colors.ink};
  &::backdrop {
    background: rgba(11, 16, 38, 0.6);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: search-dialog-in 120ms ease-out;
    }
    @keyframes search-dialog-in {
      from {
        opacity: 0;
        transform: translateY(-8px);
      }
    }
  }
  .search-dialog-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space[4]};
    margin-bottom: ${space[4]};
  }
  h2 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  .search-dialog-close {
    flex: none;
    width: 44px;
    height: 44px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    font-size: ${fontSizes.xl};
    cursor: pointer;
  }
`;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's search dialog: a native modal <dialog> (focus kept inside, Escape closes it). */
export function SearchDialog({ open, onClose }: SearchDialogProps): React.JSX.Element {
  const { t } = useTranslation(['header', 'common']);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // showModal() focuses the first button (close); the visitor came to type.
      element.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // A click on the backdrop (the dialog element itself) closes it; Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      css={dialogStyle}
      aria-labelledby="search-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      // Escape in a filled search field would only clear it (Chromium): it closes the dialog.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        dialog.current?.close();
      }}
    >
      <div className="search-dialog-header">
        <h2 id="search-dialog-title">{t('header:search.title')}</h2>
        <button
          type="button"
          className="search-dialog-close"
          aria-label={t('common:dialog.close')}
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && <SearchPanel onNavigate={() => dialog.current?.close()} />}
    </dialog>
  );
}
