import { css } from '@emotion/react';
import React, { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrentTarget, type MenuGroup, type MenuLink } from '../../config/menus';
import { classifyHref } from '../../features/navigation/safe-url';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { useDisclosure } from './useDisclosure';

export const navItemStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-height: 44px;
  padding: ${space[2]} ${space[3]};
  border: 0;
  border-radius: ${radii.sm};
  background: none;
  color: ${colors.ink};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceMuted};
    color: ${colors.ink};
  }
  &[aria-current='page'],
  &[data-current='true'] {
    color: ${colors.primary};
    box-shadow: inset 0 -3px 0 ${colors.primary};
  }
  .chevron {
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

/** The floating list under a header button (menu groups, languages). */
export const popoverPanelStyle = css`
  position: absolute;
  top: calc(100% + ${space[1]});
  z-index: 20;
  margin: 0;
  padding: ${space[2]};
  list-style: none;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popover};
  a {
    display: flex;
    align-items: center;
    gap: ${space[1]};
    min-height: 44px;
    padding: 0 ${space[3]};
    border-radius: ${radii.sm};
    color: ${colors.ink};
    font-size: ${fontSizes.md};
    text-decoration: none;
  }
  a:hover {
    background: ${colors.surfaceMuted};
  }
  a[aria-current='page'],
  a[aria-current='true'] {
    color: ${colors.primary};
    font-weight: 700;
  }
`;

const panelStyle = css`
  ${popoverPanelStyle};
  left: 0;
  min-width: 14rem;
`;

/** The items of a menu group as list entries; choosing one calls `onChoose` (closing the menu). */
export function MenuLinks({ items, onChoose }: { items: readonly MenuLink[]; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={onChoose}>
            {t(item.label)}
            {classifyHref(item.to).kind === 'external' && <Icon name="arrow-up-right" />}
          </Link>
        </li>
      ))}
    </>
  );
}

/**
 * One header group as a disclosure: the button opens the list by click, tap, Enter or Space;
 * hovering opens it for mouse users; ArrowDown moves into it; Escape closes it and returns focus.
 */
export function DropdownMenu({ group, currentPath }: { group: MenuGroup; currentPath: string }) {
  const { t } = useTranslation();
  const panelId = useId();
  const { open, everOpened, setOpen, close, buttonRef, containerRef, onBlur } = useDisclosure();
  const items = group.items ?? [];
  const containsCurrent = items.some((item) => isCurrentTarget(item.to, currentPath));
  // A mouse click on a button that hovering has just opened must not close it again.
  const openedByHover = useRef(false);

  const focusItem = (index: number) => {
    const links = containerRef.current?.querySelectorAll<HTMLElement>(
      `#${CSS.escape(panelId)} a, #${CSS.escape(panelId)} [data-refused-link]`,
    );
    if (!links?.length) return;
    links[(index + links.length) % links.length].focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        focusItem(0);
      } else {
        setOpen(true);
        // The list is focusable once React has shown it.
        requestAnimationFrame(() => focusItem(0));
      }
    }
  };

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const links = Array.from(
      containerRef.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(panelId)} a`) ?? [],
    );
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) buttonRef.current?.focus();
      else focusItem(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(links.length - 1);
    }
  };

  return (
    <li
      ref={containerRef as React.RefObject<HTMLLIElement>}
      css={css`
        position: relative;
      `}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        close();
      }}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        css={navItemStyle}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={containsCurrent ? 'true' : undefined}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {t(group.label)}
        <Icon name="chevron-down" className="chevron" />
      </button>
      {/* Arrow keys from the links bubble here; the links themselves are the interactive part. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={panelId} css={panelStyle} hidden={!open} onKeyDown={onPanelKeyDown}>
        {everOpened && <MenuLinks items={items} onChoose={() => close()} />}
      </ul>
    </li>
  );
}
