import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/close state for a disclosure (a button that shows a panel): Escape closes it and puts
 * focus back on the button, a click or focus outside closes it.
 *
 * `everOpened` says whether the panel has been shown yet: panels render their content only from
 * then on, so that a page does not send, lay out and hydrate menus nobody has opened (the
 * header's closed panels were over a hundred elements on every page).
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpenState] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const containerRef = useRef<HTMLElement | null>(null);

  const setOpen = useCallback((next: boolean) => {
    if (next) setEverOpened(true);
    setOpenState(next);
  }, []);
  const close = useCallback((returnFocus = false) => {
    setOpenState(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  /** Closes when focus moves to something outside the container (Tab past the last link). */
  const onBlur = useCallback((event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && containerRef.current && !containerRef.current.contains(next)) setOpenState(false);
  }, []);

  return { open, everOpened, setOpen, close, buttonRef, containerRef, onBlur };
}
