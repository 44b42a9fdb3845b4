/**
 * Reveal-on-scroll with the constants of the spec (those of the AOS library the old site used):
 * an element fades and rises in once its top is `offset` px above the bottom of the viewport,
 * and out again when the visitor scrolls back above that point (repeating, not once-only).
 * Scroll checks are throttled, resize checks debounced. Nothing is hidden until this module runs
 * in a browser that has not asked for reduced motion, so content is visible without JavaScript.
 */
export const REVEAL = {
  durationMs: 500,
  /** easeInOutCubic */
  easing: 'cubic-bezier(0.645, 0.045, 0.355, 1)',
  offsetPx: 120,
  throttleMs: 99,
  debounceMs: 50,
  once: false,
} as const;

/** Class on <html> that turns the hidden-until-revealed styles on. */
export const REVEAL_READY_CLASS = 'reveal-ready';
export const REVEALED_CLASS = 'is-revealed';
/** Set for the first frames: what starts below the fold is hidden at once, not faded out. */
export const REVEAL_INSTANT_CLASS = 'reveal-instant';

const elements = new Set<HTMLElement>();
let listening = false;

export function throttle(fn: () => void, waitMs: number): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      last = now;
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
}

export function debounce(fn: () => void, waitMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, waitMs);
  };
}

/** Whether an element's top has passed the trigger line, `offset` px above the viewport's bottom. */
export function isPastTrigger(
  top: number,
  viewportHeight: number,
  offset: number = REVEAL.offsetPx,
): boolean {
  // An element taller than the viewport allows, or near the page's end, must still appear.
  return top < Math.max(viewportHeight - offset, viewportHeight / 2);
}

/**
 * Reads every element's position first, then writes the classes: a class written between two
 * reads would make the browser lay the page out again for each element.
 */
function update(targets: Iterable<HTMLElement> = elements): void {
  const height = window.innerHeight;
  const pastTrigger = [...targets].map(
    (element) => [element, isPastTrigger(element.getBoundingClientRect().top, height)] as const,
  );
  for (const [element, past] of pastTrigger) {
    if (past) element.classList.add(REVEALED_CLASS);
    else if (!REVEAL.once) element.classList.remove(REVEALED_CLASS);
  }
}

/** Elements registered since the last check: a page hydrating registers dozens in one task. */
const unchecked = new Set<HTMLElement>();
let checkQueued = false;

function checkNewElements(): void {
  checkQueued = false;
  // Decide before hiding anything, so what is already on screen never blinks.
  update(unchecked);
  unchecked.clear();
  const root = document.documentElement;
  if (!root.classList.contains(REVEAL_READY_CLASS)) {
    root.classList.add(REVEAL_INSTANT_CLASS, REVEAL_READY_CLASS);
    requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove(REVEAL_INSTANT_CLASS)));
  }
  if (!listening) {
    listening = true;
    window.addEventListener('scroll', throttle(update, REVEAL.throttleMs), { passive: true });
    window.addEventListener('resize', debounce(update, REVEAL.debounceMs));
  }
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Starts watching an element; returns the function that stops. The first check runs once the
 * current task's registrations are done (a microtask: still before the next paint).
 */
export function observeReveal(element: HTMLElement): () => void {
  if (prefersReducedMotion()) return () => undefined;
  elements.add(element);
  unchecked.add(element);
  if (!checkQueued) {
    checkQueued = true;
    queueMicrotask(checkNewElements);
  }
  return () => {
    elements.delete(element);
    unchecked.delete(element);
  };
}
