import type { Page } from '@playwright/test';
import { SITE } from '../src/config/site';
import { expect, hydrated, test } from './fixtures';
import { escapeRegExp } from './site';

// What a visitor sees on /community, /solutions and /contact in each language.

const LANGUAGE_CODES = ['tr', 'pt', 'vi', 'ja', 'ko', 'es', 'zh', 'cs', 'it', 'fr', 'th', 'id'];

const COMMUNITY = {
  en: {
    prefix: '',
    headings: ['Find us online', 'Language communities', 'Agent program'],
    caption: 'Meridian language communities, with their Telegram channels and X accounts',
    columns: ['Language', 'Telegram', 'X'],
    names: [
      'Turkish',
      'Portuguese',
      'Vietnamese',
      'Japanese',
      'Korean',
      'Spanish',
      'Chinese',
      'Czech',
      'Italian',
      'French',
      'Thai',
      'Indonesian',
    ],
    telegram: (name: string) => `${name} community on Telegram`,
    x: (name: string) => `${name} community on X`,
  },
  ja: {
    prefix: '/ja',
    headings: ['オンラインでつながる', '言語別コミュニティ', 'エージェントプログラム'],
    caption: 'Meridianの言語別コミュニティとTelegramチャンネル・Xアカウントの一覧',
    columns: ['言語', 'Telegram', 'X'],
    names: [
      'トルコ語',
      'ポルトガル語',
      'ベトナム語',
      '日本語',
      '韓国語',
      'スペイン語',
      '中国語',
      'チェコ語',
      'イタリア語',
      'フランス語',
      'タイ語',
      'インドネシア語',
    ],
    telegram: (name: string) => `${name}コミュニティのTelegram`,
    x: (name: string) => `${name}コミュニティのX`,
  },
  ko: {
    prefix: '/ko',
    headings: ['온라인에서 만나요', '언어별 커뮤니티', '에이전트 프로그램'],
    caption: 'Meridian 언어별 커뮤니티와 Telegram 채널 및 X 계정 목록',
    columns: ['언어', 'Telegram', 'X'],
    names: [
      '튀르키예어',
      '포르투갈어',
      '베트남어',
      '일본어',
      '한국어',
      '스페인어',
      '중국어',
      '체코어',
      '이탈리아어',
      '프랑스어',
      '태국어',
      '인도네시아어',
    ],
    telegram: (name: string) => `${name} 커뮤니티 Telegram`,
    x: (name: string) => `${name} 커뮤니티 X`,
  },
} as const;

async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

for (const [locale, copy] of Object.entries(COMMUNITY)) {
  test(`community (${locale}): channels, the language table with 12 communities, agent program`, async ({
    page,
  }) => {
    await page.goto(`${copy.prefix}/community`);
    await hydrated(page);
    for (const name of copy.headings) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.locator('#agent-program h2')).toHaveText(copy.headings[2]);

    const table = page.getByRole('table', { name: copy.caption });
    await expect(table.locator('caption')).toHaveText(copy.caption);
    await expect(table.getByRole('columnheader')).toHaveText([...copy.columns]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(12);
    // Row headers start with the language's name in the page's language (then its own name).
    const rowHeaders = table.getByRole('rowheader');
    await expect(rowHeaders).toHaveCount(12);

    for (const [index, code] of LANGUAGE_CODES.entries()) {
      const name = copy.names[index];
      const row = rows.nth(index);
      await expect(rowHeaders.nth(index)).toHaveText(new RegExp(`^${escapeRegExp(name)}`));
      const links = row.getByRole('link');
      await expect(links).toHaveCount(2);
      const telegram = row.getByRole('link', { name: new RegExp(`^${escapeRegExp(copy.telegram(name))}`) });
      const x = row.getByRole('link', { name: new RegExp(`^${escapeRegExp(copy.x(name))}(\\s|（|\\(|$)`) });
      await expect(telegram).toHaveAttribute('href', `https://t.me/meridian_${code}`);
      await expect(x).toHaveAttribute('href', `https://x.com/meridian_${code}`);
      await expect(telegram).toHaveAttribute('target', '_blank');
      await expect(telegram).toBeVisible();
      await expect(x).toBeVisible();
    }

    // The online channels: six cards, each with a link to its own address.
    const channels = page.locator('#channels');
    for (const href of [
      'https://discord.gg/meridian',
      'https://forum.meridian.network/',
      'https://x.com/meridian_network',
      'https://t.me/meridian_network',
      'https://www.youtube.com/@meridian-network',
      'https://github.com/meridian-network',
    ]) {
      await expect(channels.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(channels.getByRole('heading', { level: 3 })).toHaveCount(6);
  });

  test(`community (${locale}): the table fits a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${copy.prefix}/community`);
    await hydrated(page);
    await expectNoHorizontalScroll(page);
    const region = page.getByRole('region', { name: copy.caption });
    // Every column is on screen without scrolling the table sideways.
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const lastX = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(copy.x(copy.names[11]))}`) });
    await lastX.scrollIntoViewIfNeeded();
    const box = await lastX.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    expect(box && box.height).toBeGreaterThanOrEqual(44);
  });
}

// The agent program band on a phone ended with a picture-sized gap: its illustration, stacked
// under the text, is drawn on the band's own colour (static/illustrations/community/agents.svg),
// so the band seemed to go on empty for ~290 px below its button. It shows beside the text only.
for (const [locale, copy] of Object.entries(COMMUNITY)) {
  test(`community (${locale}): the agent program band ends after its button on a 390 px phone, the illustration beside the text on a desktop`, async ({
    page,
  }) => {
    const band = page.locator('#agent-program');
    const lastLine = band.getByRole('link', { name: /forum|フォーラム|포럼/ });
    const illustration = band.locator('img[src$="/agents.svg"]');
    const paddingBottom = () =>
      band.evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${copy.prefix}/community`);
    await hydrated(page);
    const bandBox = (await band.boundingBox())!;
    const buttonBox = (await lastLine.boundingBox())!;
    // Below the button: the band's own padding, nothing else.
    expect(bandBox.y + bandBox.height - (buttonBox.y + buttonBox.height)).toBeLessThanOrEqual(
      (await paddingBottom()) + 1,
    );
    await expect(illustration).toBeHidden();

    // Desktop as before: the illustration beside the text, at most as tall as the band's content.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(illustration).toBeVisible();
    const text = (await band.locator('p').first().boundingBox())!;
    const picture = (await illustration.boundingBox())!;
    expect(picture.x).toBeGreaterThan(text.x + text.width);
    expect(picture.width).toBeGreaterThan(400);
  });
}

const SOLUTIONS = {
  en: {
    prefix: '',
    headings: [
      'Blockchain that people use without noticing',
      'What companies build on Meridian',
      "Built with Japan's leading companies",
    ],
    figures: {
      annualRiders: '331 million',
      marketShare: '70%',
      enterprises: '8+',
      projects: '30+',
      nfts: '3M+',
      dailyTransactions: '100K+',
    },
    members: null,
  },
  ja: {
    prefix: '/ja',
    headings: [
      '意識せずに使えるブロックチェーンを',
      '企業がMeridianでつくるもの',
      '日本を代表する企業とともに',
    ],
    figures: {
      annualRiders: '3億3,100万',
      marketShare: '70%',
      enterprises: '8+',
      projects: '30+',
      nfts: '300万+',
      dailyTransactions: '10万+',
    },
    members: `${SITE.japaneseMembers.toLocaleString('ja-JP')}人`,
  },
  ko: {
    prefix: '/ko',
    headings: [
      '의식하지 않아도 쓰이는 블록체인',
      '기업이 Meridian으로 만드는 서비스',
      '일본을 대표하는 기업들과 함께',
    ],
    figures: {
      annualRiders: '3억 3,100만',
      marketShare: '70%',
      enterprises: '8+',
      projects: '30+',
      nfts: '300만+',
      dailyTransactions: '10만+',
    },
    members: `${SITE.japaneseMembers.toLocaleString('ko-KR')}명`,
  },
} as const;

for (const [locale, copy] of Object.entries(SOLUTIONS)) {
  test(`solutions (${locale}): mission, use cases and the Japan figures formatted for the language`, async ({
    page,
  }) => {
    await page.goto(`${copy.prefix}/solutions`);
    await hydrated(page);
    for (const name of copy.headings) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.locator('#use-cases').getByRole('heading', { level: 3 })).toHaveCount(6);

    const japan = page.locator('#japan-asia');
    for (const [id, value] of Object.entries(copy.figures)) {
      const stat = japan.locator(`[data-stat="${id}"]`);
      await expect(stat.locator('.value')).toHaveText(value);
      await expect(stat.locator('.label')).not.toBeEmpty();
    }
    await expect(japan.getByRole('heading', { level: 3 })).toContainText('2024');
    if (copy.members) {
      // The ja and ko text names the number of Japanese members from the site config.
      await expect(japan).toContainText(copy.members);
    } else {
      await expect(japan).not.toContainText(String(SITE.japaneseMembers.toLocaleString('en-US')));
    }
    await expect(page.locator('main')).not.toContainText('{{');
  });

  test(`solutions (${locale}): no horizontal scroll at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${copy.prefix}/solutions`);
    await hydrated(page);
    await expectNoHorizontalScroll(page);
  });
}

test('contact: empty submit shows an error next to each required field and sends nothing', async ({
  page,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();

  const expected: Array<[string, string | null]> = [
    ['Your name', 'Enter your name.'],
    ['Email address', 'Enter your email address so we can reply.'],
    ['Company or organisation', null],
    ['Topic', 'Choose the topic of your message.'],
    ['Message', 'Write your message.'],
  ];
  for (const [label, error] of expected) {
    const field = form.getByLabel(label, { exact: false });
    if (error) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(error)));
      await expect(form.getByText(error)).toBeVisible();
    } else {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  await expect(form.getByLabel('Your name')).toBeFocused();
  // The same form-level notice as every form: errors in an alert region, success in a status one.
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need your attention' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/thank you|has been sent/i);
});

test('contact: typed values stay, errors follow corrections, and a CMS failure keeps the message', async ({
  page,
}) => {
  // The CMS fails first, then stores the message.
  let cmsAnswer = 500;
  const sent: unknown[] = [];
  await page.route('**/api/contact-messages', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      status: cmsAnswer,
      contentType: 'application/json',
      body: JSON.stringify(
        cmsAnswer < 400
          ? { data: { stored: true } }
          : {
              data: null,
              error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
            },
      ),
    });
  });
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  const name = form.getByLabel('Your name');
  const email = form.getByLabel('Email address');
  const company = form.getByLabel('Company or organisation (optional)');
  const topic = form.getByLabel('Topic');
  const message = form.getByLabel('Message');

  await name.fill('Ada Lovelace');
  await email.fill('ada@example');
  await company.fill('Analytical Engines Ltd');
  await message.fill('Hi there');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(name).toHaveValue('Ada Lovelace');
  await expect(email).toHaveValue('ada@example');
  await expect(company).toHaveValue('Analytical Engines Ltd');
  await expect(message).toHaveValue('Hi there');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter an email address in the form name@example.com.');
  await expect(topic).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(/write at least 10 characters/);
  await expect(email).toBeFocused();

  await email.fill('ada@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await topic.selectOption({ label: 'Ecosystem listing' });
  await message.fill('We would like to list our wallet in the Meridian ecosystem directory.');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page.locator('main')).toContainText('Your message could not be sent.');
  await expect(page.locator('main')).not.toContainText(/thank you|has been sent\./i);
  await expect(message).toHaveValue('We would like to list our wallet in the Meridian ecosystem directory.');
  await expect(topic).toHaveValue('ecosystem_listing');
  expect(sent[0]).toEqual({
    data: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      topic: 'ecosystem_listing',
      message: 'We would like to list our wallet in the Meridian ecosystem directory.',
      website: '',
      locale: 'en',
    },
  });

  cmsAnswer = 201;
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('main')).toContainText('Your message has been sent');
  await expect(message).toHaveValue('');
});

test('contact: the fields and notices are the ones every form uses (48 px controls, the form notice)', async ({
  page,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  for (const label of ['Your name', 'Email address', 'Company or organisation (optional)', 'Topic']) {
    const box = await form.getByLabel(label).boundingBox();
    expect(box?.height, label).toBeGreaterThanOrEqual(48);
  }
  // The same radius as the sign-in form's fields (forms/Field.tsx).
  const radius = await form
    .getByLabel('Your name')
    .evaluate((element) => getComputedStyle(element).borderRadius);
  await page.goto('/login');
  await hydrated(page);
  const loginRadius = await page
    .locator('main form input')
    .first()
    .evaluate((element) => getComputedStyle(element).borderRadius);
  expect(radius).toBe(loginRadius);
});

test('contact (ja, ko): labels and errors in the page language; support channels and addresses', async ({
  page,
}) => {
  for (const [prefix, title, submit, nameLabel, nameError, topicLabel] of [
    ['/ja', 'メッセージを送る', '送信する', 'お名前', 'お名前を入力してください。', 'お問い合わせの種類'],
    ['/ko', '메시지 보내기', '메시지 보내기', '이름', '이름을 입력해 주세요.', '문의 유형'],
  ]) {
    await page.goto(`${prefix}/contact`);
    await hydrated(page);
    const form = page.getByRole('form', { name: title });
    await form.getByLabel(nameLabel).fill('   ');
    await form.getByRole('button', { name: submit }).click();
    await expect(form.getByLabel(nameLabel)).toHaveAccessibleDescription(nameError);
    await expect(form.getByLabel(topicLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(nameLabel)).toHaveValue('   ');

    const support = page.locator('#support');
    await expect(support.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(support.locator('a[href="mailto:support@meridian.network"]')).toBeVisible();
    await expect(support.locator('a[href="https://discord.gg/meridian"]')).toBeVisible();
    await expect(support.locator('a[href="https://github.com/meridian-network"]')).toBeVisible();
    await expect(support.locator('a[href="https://docs.meridian.network/"]')).toBeVisible();
    await expect(page.locator('a[href="mailto:hello@meridian.network"]')).toBeVisible();

    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});
