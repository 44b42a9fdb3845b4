/**
 * @jest-environment node
 */
import { PagefindRequests } from '../plugins/site-output/search-index';

describe('requests to Pagefind, several in flight', () => {
  /** A stand-in for Pagefind's service: answers when the test says, records what was sent. */
  function service() {
    const sent: string[] = [];
    const answers: Array<(errors: string[]) => void> = [];
    const request = (what: string) => () => {
      sent.push(what);
      return new Promise<{ errors: string[] }>((resolve) => answers.push((errors) => resolve({ errors })));
    };
    return { sent, answers, request };
  }

  it('sends in order, and waits for the oldest answer once `limit` are unanswered', async () => {
    const { sent, answers, request } = service();
    const requests = new PagefindRequests(2);
    await requests.send('a', request('a'));
    const third = requests.send('b', request('b')).then(() => requests.send('c', request('c')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Two unanswered: "c" is not sent until "a" is answered.
    expect(sent).toEqual(['a', 'b']);
    answers[0]([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['a', 'b', 'c']);
    answers[1]([]);
    await third;
    const settled = requests.settle();
    answers[2]([]);
    await expect(settled).resolves.toBeUndefined();
  });

  it('fails with the first page Pagefind refused, naming it, and leaves no rejection unhandled', async () => {
    const { answers, request } = service();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const requests = new PagefindRequests(4);
      await requests.send('blog/ok/index.html', request('ok'));
      await requests.send('blog/bad/index.html', request('bad'));
      await requests.send('blog/gone/index.html', () => Promise.reject(new Error('Pagefind backend closed')));
      answers[0]([]);
      answers[1](['no <html> element']);
      await expect(requests.settle()).rejects.toThrow(
        'Pagefind could not index blog/bad/index.html: no <html> element',
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
