import { expect, test, hydrated, seriousViolations } from './fixtures';
import type { Page, Route } from '@playwright/test';
import { TOKEN_COOKIE } from '../src/features/account/config';
import { messages } from './site';

// The account page's community panel in Japanese, with the CMS played by the test: REST for the
// signed-in user, GraphQL over HTTP for the member's newsletter, the graphql-ws socket for live
// updates.

const member = {
  id: 7,
  documentId: 'member7',
  username: 'hanako',
  email: 'hanako@example.com',
  confirmed: true,
  blocked: false,
  provider: 'local',
  createdAt: '2026-01-15T09:00:00.000Z',
};
const newsletter = {
  __typename: 'MemberNewsletter',
  email: member.email,
  status: 'pending',
  locale: 'ja',
  confirmedAt: null,
};

/** A fulfilled CMS answer the browser accepts cross-origin (the site calls the CMS with CORS). */
async function answer(route: Route, status: number, body: unknown) {
  const origin = route.request().headers().origin ?? '*';
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'authorization, content-type, accept',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  return route.fulfill({
    status,
    headers: cors,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
}

async function signedIn(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'meridian_token', value: 'member-token', url: baseURL }]);
  await page.route('**/api/users/me**', (route) => answer(route, 200, member));
}

test('the panel shows the member’s newsletter status in Japanese and follows live updates', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!);
  const sentTokens: Array<string | undefined> = [];
  await page.route('**/graphql', (route) => {
    sentTokens.push(route.request().headers().authorization);
    return answer(route, 200, { data: { myNewsletter: newsletter } });
  });
  const socketInits: unknown[] = [];
  let pushUpdate: (() => void) | null = null;
  await page.routeWebSocket('**/graphql', (socket) => {
    socket.onMessage((raw) => {
      const message = JSON.parse(String(raw)) as { type: string; id?: string; payload?: unknown };
      if (message.type === 'connection_init') {
        socketInits.push(message.payload);
        socket.send(JSON.stringify({ type: 'connection_ack' }));
      }
      if (message.type === 'subscribe') {
        pushUpdate = () =>
          socket.send(
            JSON.stringify({
              id: message.id,
              type: 'next',
              payload: {
                data: {
                  myNewsletterChanged: {
                    ...newsletter,
                    status: 'confirmed',
                    confirmedAt: '2026-03-04T05:06:07.000Z',
                  },
                },
              },
            }),
          );
      }
    });
  });

  await page.goto('/ja/account');
  await hydrated(page);
  const panel = page.getByTestId('community-panel');
  await expect(panel.getByRole('heading', { name: 'コミュニティ' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(
    'あと少しです。hanako@example.com にお送りした確認リンクを開くと、ニュースレターの配信が始まります。',
  );
  expect(sentTokens).toContain('Bearer member-token');

  // The socket authenticates in its connection-init payload, and the pushed change shows.
  await expect.poll(() => pushUpdate !== null).toBe(true);
  expect(socketInits).toEqual([{ Authorization: 'Bearer member-token' }]);
  pushUpdate!();
  await expect(panel.getByRole('status')).toHaveText(
    '2026年3月4日からMeridianニュースレターをお届けしています。',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a GraphQL error refusing the token signs the visitor out, with the Japanese notice', async ({
  page,
  context,
  baseURL,
}) => {
  await signedIn(page, baseURL!);
  await page.route('**/graphql', (route) =>
    answer(route, 200, {
      data: null,
      errors: [
        {
          message: 'Sign in to see your newsletter subscription.',
          extensions: { code: 'FORBIDDEN', error: { name: 'UnauthorizedError' } },
        },
      ],
    }),
  );
  await page.routeWebSocket('**/graphql', () => undefined);
  await page.goto('/ja/account');
  // The GraphQL error hook ends the session as a REST 401 would: off to sign in, saying why.
  await expect(page).toHaveURL(/\/ja\/login\?return=/);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toHaveText(
    messages('ja', 'account')['session.endedNotice'],
  );
  expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);
});

test('any other failure shows the general Japanese message', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!);
  await page.route('**/graphql', (route) =>
    answer(route, 200, {
      data: null,
      errors: [{ message: 'Internal Server Error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }),
  );
  await page.routeWebSocket('**/graphql', () => undefined);
  await page.goto('/ja/account');
  await hydrated(page);
  await expect(page.getByTestId('community-panel').getByRole('alert')).toHaveText(
    'ニュースレターの登録状況を読み込めませんでした。しばらくしてからもう一度お試しください。',
  );
});
