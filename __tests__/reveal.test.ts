type RevealModule = typeof import('../src/features/motion/reveal');

let reveal: RevealModule;
let reads: string[];

/** An element whose top sits at `top` px; every position read is logged in `reads`. */
function block(name: string, top: number): HTMLElement {
  const element = document.createElement('div');
  element.dataset.name = name;
  element.getBoundingClientRect = () => {
    reads.push(`${name}${element.classList.contains('is-revealed') ? '+' : ''}`);
    return { top } as DOMRect;
  };
  document.body.append(element);
  return element;
}

const nextMicrotask = () => Promise.resolve();

beforeEach(async () => {
  jest.resetModules();
  reveal = await import('../src/features/motion/reveal');
  reads = [];
  document.documentElement.className = '';
  document.body.innerHTML = '';
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('reveal on scroll', () => {
  it('checks a page’s blocks together: one read each, before any class is written', async () => {
    const onScreen = block('top', 100);
    const below = [block('a', 1500), block('b', 2400), block('c', 3000)];
    for (const element of [onScreen, ...below]) reveal.observeReveal(element);
    // Nothing is read or hidden while the page is still registering its blocks.
    expect(reads).toEqual([]);
    expect(document.documentElement).not.toHaveClass(reveal.REVEAL_READY_CLASS);

    await nextMicrotask();
    // Four reads, all before the first class was written (no "+" on any of them).
    expect(reads).toEqual(['top', 'a', 'b', 'c']);
    expect(onScreen).toHaveClass(reveal.REVEALED_CLASS);
    for (const element of below) expect(element).not.toHaveClass(reveal.REVEALED_CLASS);
    // Hiding starts only now, with what is on screen already marked as revealed.
    expect(document.documentElement).toHaveClass(reveal.REVEAL_READY_CLASS, reveal.REVEAL_INSTANT_CLASS);
  });

  it('reveals a block when the visitor scrolls to it and hides it again above the trigger line', async () => {
    jest.useFakeTimers();
    try {
      let top = 1500;
      const element = block('late', 0);
      element.getBoundingClientRect = () => ({ top }) as DOMRect;
      reveal.observeReveal(element);
      await nextMicrotask();
      expect(element).not.toHaveClass(reveal.REVEALED_CLASS);

      top = 800 - reveal.REVEAL.offsetPx - 1;
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(reveal.REVEAL.throttleMs);
      expect(element).toHaveClass(reveal.REVEALED_CLASS);

      top = 1200;
      jest.advanceTimersByTime(reveal.REVEAL.throttleMs);
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(reveal.REVEAL.throttleMs);
      expect(element).not.toHaveClass(reveal.REVEALED_CLASS);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides nothing for a visitor who asked for reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    reveal.observeReveal(block('below', 2000));
    await nextMicrotask();
    expect(reads).toEqual([]);
    expect(document.documentElement).not.toHaveClass(reveal.REVEAL_READY_CLASS);
  });

  it('forgets a block that left the page before its first check', async () => {
    const stop = reveal.observeReveal(block('gone', 2000));
    stop();
    await nextMicrotask();
    expect(reads).toEqual([]);
  });
});
