import { css, type SerializedStyles } from '@emotion/react';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
import { Icon } from './Icon';

const dialogStyle = css`
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  padding: 0;
  border: 0;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  color: ${colors.ink};
  background: ${colors.surface};
  &::backdrop {
    background: rgba(11, 16, 38, 0.6);
  }
  .dialog-body {
    padding: ${space[6]};
  }
  .dialog-header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${space[4]};
  }
  h2 {
    margin: 0;
    font-size: ${fontSizes['2xl']};
  }
  .dialog-close {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    cursor: pointer;
  }
`;

export interface DialogProps {
  /** Whether the dialog is shown; `onClose` says when the visitor closed it. */
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /**
   * A selector of the element to focus on opening. showModal() focuses the first focusable
   * element, the close button; a dialog the visitor opens to type in names its field.
   */
  initialFocus?: string;
  /** Styles added to the dialog's own: its width, position or entry animation. */
  dialogCss?: SerializedStyles;
}

/**
 * A modal dialog with a title and a close button. The native <dialog> shown with showModal()
 * keeps focus inside, makes the page behind inert and returns focus to where it was on closing;
 * it closes on Escape, on the close button and on a click on its backdrop.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  initialFocus,
  dialogCss,
}: DialogProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      if (initialFocus) element.querySelector<HTMLElement>(initialFocus)?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, initialFocus]);

  return (
    // Escape closes it from the keyboard; the click handler only adds backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      css={[dialogStyle, dialogCss]}
      aria-labelledby={titleId}
      // Closed by the visitor (Escape, the button, the backdrop); not when `open` turned false.
      onClose={() => {
        if (open) onClose();
      }}
      // A click on the backdrop (the dialog element itself, outside its body) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      // Escape in a filled search field would only clear the field (Chromium): it closes the dialog.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        dialog.current?.close();
      }}
    >
      <div className="dialog-body">
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="dialog-close"
            aria-label={t('dialog.close')}
            onClick={() => dialog.current?.close()}
          >
            <Icon name="x" size="md" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** A button that opens a modal dialog (see Dialog). */
export function DialogTrigger({
  label,
  title,
  children,
  triggerCss,
}: {
  /** What the button says. */
  label: React.ReactNode;
  title: string;
  children: React.ReactNode;
  triggerCss?: SerializedStyles;
}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" css={triggerCss} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title}>
        {children}
      </Dialog>
    </>
  );
}
