import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/close state for a disclosure (a button that shows a panel): Escape closes it and puts
 * focus back on the button, a click or focus outside closes it.
 */
export function useDisclosure<TButton extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const containerRef = useRef<HTMLElement | null>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
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
    if (next && containerRef.current && !containerRef.current.contains(next)) setOpen(false);
  }, []);

  return { open, setOpen, close, buttonRef, containerRef, onBlur };
}
