import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { fontSizes, space } from '../../styles/theme';
import { Dialog } from '../ui/Dialog';
import { SearchPanel } from './SearchPanel';

/** Wider than other dialogs and near the top, where the results list has room to grow. */
const searchDialogStyle = css`
  width: min(40rem, calc(100vw - 1rem));
  margin-top: 4vh;
  .dialog-body {
    padding: ${space[5]};
  }
  .dialog-header {
    align-items: center;
    margin-bottom: ${space[4]};
  }
  h2 {
    font-size: ${fontSizes.xl};
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
`;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's search dialog; the search field has the focus when it opens. */
export function SearchDialog({ open, onClose }: SearchDialogProps): React.JSX.Element {
  const { t } = useTranslation('header');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('search.title')}
      initialFocus='input[type="search"]'
      dialogCss={searchDialogStyle}
    >
      {open && <SearchPanel onNavigate={onClose} />}
    </Dialog>
  );
}
