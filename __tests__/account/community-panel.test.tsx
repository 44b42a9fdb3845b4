import { screen } from '@testing-library/react';
import React from 'react';
import { CommunityPanel } from '../../src/components/account/CommunityPanel';
import { renderWithI18n } from '../helpers/i18n';

// The panel with the real community client; only the CMS's answer is played by the test.
let mockReply: { status: number; body: unknown } = { status: 200, body: {} };

jest.mock('../../src/features/account/session', () => ({
  loadCommunityClient: async () =>
    (
      jest.requireActual(
        '../../src/features/account/community-client',
      ) as typeof import('../../src/features/account/community-client')
    ).createCommunityClient({
      uri: 'http://cms.test/graphql',
      getToken: () => 'member-token',
      // jsdom has no Response: the few members Apollo's HttpLink reads.
      fetch: (async () => ({
        ok: mockReply.status < 300,
        status: mockReply.status,
        headers: new Map([['content-type', 'application/json']]),
        text: async () => JSON.stringify(mockReply.body),
      })) as unknown as typeof fetch,
    }),
}));

const newsletter = (status: string, confirmedAt: string | null = null) => ({
  data: {
    myNewsletter: {
      __typename: 'MemberNewsletter',
      email: 'hanako@example.com',
      status,
      locale: 'ja',
      confirmedAt,
    },
  },
});

describe('community panel', () => {
  it('shows the member’s newsletter status in their language', async () => {
    mockReply = { status: 200, body: newsletter('confirmed', '2026-03-04T05:06:07.000Z') };
    renderWithI18n(<CommunityPanel />, { locale: 'ja', originalPath: '/account' });
    expect(screen.getByRole('status')).toHaveTextContent('ニュースレターの登録状況を読み込んでいます…');
    expect(
      await screen.findByText('2026年3月4日からMeridianニュースレターをお届けしています。'),
    ).toBeInTheDocument();
  });

  it('says in Korean that the subscription waits for its confirmation', async () => {
    mockReply = { status: 200, body: newsletter('pending') };
    renderWithI18n(<CommunityPanel />, { locale: 'ko', originalPath: '/account' });
    expect(
      await screen.findByText(
        '거의 다 되었습니다. hanako@example.com(으)로 보내 드린 확인 링크를 열면 뉴스레터 수신이 시작됩니다.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an authentication failure from the GraphQL error hook in Japanese', async () => {
    mockReply = {
      status: 401,
      body: {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
      },
    };
    renderWithI18n(<CommunityPanel />, { locale: 'ja', originalPath: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'セッションの有効期限が切れました。ニュースレターの登録状況を見るには、もう一度ログインしてください。',
    );
  });

  it('shows any other failure as the general message', async () => {
    mockReply = { status: 503, body: { message: 'down' } };
    renderWithI18n(<CommunityPanel />, { locale: 'en', originalPath: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your newsletter subscription could not be loaded. Please try again later.',
    );
  });
});
