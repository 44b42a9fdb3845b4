import React, { useEffect, useRef } from 'react';
import { observeReveal } from '../../features/motion/reveal';

type RevealTag = 'div' | 'li' | 'section' | 'article' | 'figure';

/** A block that fades in as it scrolls into view (see features/motion/reveal.ts). */
export function Reveal({
  as: Tag = 'div',
  children,
  className,
}: {
  as?: RevealTag;
  children: React.ReactNode;
  className?: string;
}): React.JSX.Element {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? observeReveal(ref.current) : undefined), []);
  return React.createElement(Tag, { ref, className, 'data-reveal': '' }, children);
}
