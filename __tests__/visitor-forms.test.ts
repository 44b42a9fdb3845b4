import { sendContactMessage } from '../src/features/forms/contact';
import { subscribeToNewsletter } from '../src/features/forms/newsletter';
import { ContentServiceError, onContentError } from '../src/features/account/errors';
import { fakeAxiosTransport } from './helpers/axios-transport';

const submission = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  topic: 'press' as const,
  message: 'A question about your 2024 campaign.',
  website: '',
};

describe('visitor forms (contact, newsletter) through the content-service client', () => {
  let transport: ReturnType<typeof fakeAxiosTransport> | undefined;
  afterEach(() => transport?.restore());

  it('stores a contact message with its language, an empty company as null, without a token', async () => {
    transport = fakeAxiosTransport({ status: 201, data: { data: { stored: true } } });
    await sendContactMessage(submission, 'ko');
    const [request] = transport.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/contact-messages$/);
    expect(request.body).toEqual({ data: { ...submission, company: null, locale: 'ko' } });
    expect(request.headers.get('Authorization')).toBeFalsy();
    expect(request.headers.get('Accept-Language')).toBe('ko');
    // The account area's limit: a CMS that does not answer fails the form instead of hanging it.
    expect(request.timeout).toBe(15_000);
  });

  it("fails with the CMS's error body (spec §8) and broadcasts it to the error hook", async () => {
    const body = { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests' } };
    transport = fakeAxiosTransport({ status: 429, data: body });
    const heard: ContentServiceError[] = [];
    const stop = onContentError((error) => heard.push(error));
    const failure = (await sendContactMessage(submission, 'en').catch((error: unknown) => error)) as
      ContentServiceError | undefined;
    stop();
    expect(failure).toBeInstanceOf(ContentServiceError);
    expect(failure?.body).toEqual(body);
    expect(failure?.message).toBe('Too many requests');
    expect(heard).toEqual([failure]);
  });

  it('asks for a newsletter subscription; a foreign answer fails with the default error body', async () => {
    transport = fakeAxiosTransport({ status: 202 });
    await subscribeToNewsletter({ email: 'ada@example.com', locale: 'ja', website: '' });
    expect(transport.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      [
        'POST',
        expect.stringMatching(/\/api\/newsletter-subscriptions$/),
        { data: { email: 'ada@example.com', locale: 'ja', website: '' } },
      ],
    ]);
    transport.restore();

    transport = fakeAxiosTransport({ status: 502, data: '<html>Bad gateway</html>' });
    const failure = (await subscribeToNewsletter({ email: 'a@b.co', locale: 'en', website: '' }).catch(
      (error: unknown) => error,
    )) as ContentServiceError;
    expect(failure.body).toEqual({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'Request failed with status code 502' },
    });
    expect(failure.transportFailure).toBe('foreign-answer');
  });
});
