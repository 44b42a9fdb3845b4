import { css } from '@emotion/react';
import React, { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';

const dialogStyle = css`
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  padding: 0;
  border: 0;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.popover};
  color: ${colors.ink};
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
    font-size: ${fontSizes.xl};
    line-height: 1;
    cursor: pointer;
  }
`;

/**
 * A button that opens a modal dialog. The native <dialog> shown with showModal() keeps focus
 * inside, closes on Escape, makes the page behind inert and returns focus to the button.
 */
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
  triggerCss?: ReturnType<typeof css>;
}): React.JSX.Element {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        css={triggerCss}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      {/* Escape closes it from the keyboard; the click handler only adds backdrop clicks. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        css={dialogStyle}
        aria-labelledby={titleId}
        // A click on the backdrop (the dialog element itself, outside its body) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
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
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
