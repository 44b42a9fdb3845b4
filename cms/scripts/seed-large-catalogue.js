// @ts-check
// Tops a CMS database up to a large catalogue for `npm run bench:build`: articles in en, ja and ko
// and ecosystem projects, all published, generated deterministically (the same run gives the same
// content). It loads Strapi in this process (no HTTP server) against the database that the
// environment names, so run it while no other Strapi writes to that database:
//
//   DATABASE_FILENAME=/tmp/x/data.db CMS_PUBLIC_DIR=/tmp/x/public CMS_SEED=false APP_KEYS=… \
//     node cms/scripts/seed-large-catalogue.js --articles 1000 --projects 500
//
// The numbers are totals: what the seed already made counts. Covers, logos, tags, chains and
// categories are the seed's own (run it on a seeded database), so nothing is uploaded.
const path = require('path');
const { createStrapi } = require('@strapi/strapi');

const APP_DIR = path.resolve(__dirname, '..');
const LOCALES = /** @type {const} */ (['en', 'ja', 'ko']);
/** A seed tag every fourth generated article also carries: over 250 articles at 1,000 (21+ tag pages). */
const LARGE_TAG = 'ecosystem';
/** Documents per database transaction: one commit per batch instead of one per write. */
const BATCH = 25;

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

/** A small deterministic generator (mulberry32), so every run writes the same catalogue. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next, list) => list[Math.floor(next() * list.length)];

const TOPICS = [
  { slug: 'sequencer', en: 'sequencer decentralization', ja: 'シーケンサーの分散化', ko: '시퀀서 탈중앙화' },
  {
    slug: 'fees',
    en: 'lower transaction fees',
    ja: 'トランザクション手数料の削減',
    ko: '트랜잭션 수수료 절감',
  },
  { slug: 'bridge', en: 'the canonical bridge', ja: '公式ブリッジ', ko: '공식 브리지' },
  { slug: 'staking', en: 'dApp staking rewards', ja: 'dApp ステーキング報酬', ko: 'dApp 스테이킹 보상' },
  { slug: 'governance', en: 'on-chain governance', ja: 'オンチェーンガバナンス', ko: '온체인 거버넌스' },
  { slug: 'grants', en: 'the Builders Program', ja: 'Builders Program', ko: 'Builders Program' },
  { slug: 'tooling', en: 'developer tooling', ja: '開発者ツール', ko: '개발자 도구' },
  {
    slug: 'security',
    en: 'fault proofs and audits',
    ja: 'フォールトプルーフと監査',
    ko: '폴트 프루프와 감사',
  },
  { slug: 'community', en: 'community meetups', ja: 'コミュニティミートアップ', ko: '커뮤니티 밋업' },
  { slug: 'research', en: 'data availability research', ja: 'データ可用性の研究', ko: '데이터 가용성 연구' },
];

const KINDS = {
  en: ['Field notes', 'Update', 'Deep dive', 'Recap', 'Guide'],
  ja: ['フィールドノート', 'アップデート', '詳細解説', 'まとめ', 'ガイド'],
  ko: ['현장 노트', '업데이트', '심층 분석', '정리', '가이드'],
};

const AUTHORS = ['Elena Novak', 'Kenji Watanabe', 'Seo-yeon Park', 'Daniel Okafor', 'Mira Halvorsen'];

/** Markdown with the features the site renders: headings, lists, links, code and emphasis. */
function articleText(locale, index, topic, tag, next) {
  const n = index + 1;
  const kind = pick(next, KINDS[locale]);
  const steps = Array.from({ length: 3 + Math.floor(next() * 3) }, (_, i) => i + 1);
  const code = [
    '```ts',
    `import { createPublicClient, http } from 'viem';`,
    `const client = createPublicClient({ transport: http('https://rpc.meridian.network') });`,
    `const block = await client.getBlockNumber(); // note ${n}`,
    '```',
  ].join('\n');
  if (locale === 'ja') {
    return {
      title: `${kind}：${topic.ja}（第${n}回）`,
      summary: `${topic.ja}について、Meridian の現状と次の一歩を説明します。第${n}回では、ビルダーと MRD 保有者にとって何が変わるのかをまとめます。`,
      coverAlt: `${topic.ja}を表す抽象的な軌道と地平線`,
      body: [
        `この記事では、${topic.ja}に関する最新の取り組みを紹介します。Meridian は Ethereum 上で決済を行うロールアップであり、すべての変更は公開の場で議論されます。`,
        `## 背景`,
        `${topic.ja}は、ネットワークの信頼性と使いやすさの両方に関わるテーマです。**第${n}回**では、これまでの議論を振り返り、次の段階で何を優先するのかを説明します。`,
        steps
          .map((step) => `- 手順 ${step}：提案を読み、テストネットで確認し、フィードバックを送ります。`)
          .join('\n'),
        `## 開発者向けの情報`,
        `詳しい仕様は[開発者ポータル](/developers)と[関連タグの記事](/blog/tag/${tag})にまとめています。次のコードでブロック番号を取得できます。`,
        code,
        `## 次のステップ`,
        `ご質問は[エコシステムのページ](/ecosystem)に掲載しているコミュニティチャンネルでお寄せください。`,
      ].join('\n\n'),
    };
  }
  if (locale === 'ko') {
    return {
      title: `${kind}: ${topic.ko} (제${n}편)`,
      summary: `${topic.ko}에 관한 Meridian의 현재 상황과 다음 단계를 설명합니다. 제${n}편에서는 빌더와 MRD 보유자에게 무엇이 달라지는지 정리합니다.`,
      coverAlt: `${topic.ko}를 나타내는 추상적인 궤도와 지평선`,
      body: [
        `이 글에서는 ${topic.ko}에 관한 최신 작업을 소개합니다. Meridian은 Ethereum에서 정산하는 롤업이며, 모든 변경 사항은 공개적으로 논의합니다.`,
        `## 배경`,
        `${topic.ko}는 네트워크의 신뢰성과 사용성 모두에 관련된 주제입니다. **제${n}편**에서는 지금까지의 논의를 돌아보고 다음 단계의 우선순위를 설명합니다.`,
        steps
          .map((step) => `- ${step}단계: 제안을 읽고, 테스트넷에서 확인하고, 피드백을 보냅니다.`)
          .join('\n'),
        `## 개발자를 위한 정보`,
        `자세한 사양은 [개발자 포털](/developers)과 [관련 태그 글](/blog/tag/${tag})에 정리되어 있습니다. 다음 코드로 블록 번호를 가져올 수 있습니다.`,
        code,
        `## 다음 단계`,
        `질문은 [에코시스템 페이지](/ecosystem)에 안내된 커뮤니티 채널로 보내 주십시오.`,
      ].join('\n\n'),
    };
  }
  return {
    title: `${kind}: ${topic.en}, part ${n}`,
    summary: `Where Meridian stands on ${topic.en} and what comes next. Part ${n} sums up what changes for builders and MRD holders.`,
    coverAlt: `Abstract orbits and a horizon standing for ${topic.en}`,
    body: [
      `This post covers the latest work on ${topic.en}. Meridian is a rollup that settles on Ethereum, and every change to it is discussed in the open.`,
      `## Background`,
      `${topic.en[0].toUpperCase()}${topic.en.slice(1)} matters for both the reliability and the usability of the network. **Part ${n}** looks back at the discussion so far and sets out what the next stage puts first.`,
      steps
        .map((step) => `- Step ${step}: read the proposal, try it on the testnet, send feedback.`)
        .join('\n'),
      `## For developers`,
      `The details are on the [developer portal](/developers) and in [related posts](/blog/tag/${tag}). This reads the current block number:`,
      code,
      `## Next steps`,
      `Questions are welcome in the community channels listed on the [ecosystem page](/ecosystem).`,
    ].join('\n\n'),
  };
}

const NAME_PARTS = {
  first: ['Aurora', 'Basalt', 'Cobalt', 'Drift', 'Ember', 'Fathom', 'Gale', 'Harbor', 'Indigo', 'Juniper'],
  second: ['Swap', 'Vault', 'Labs', 'Pay', 'Quest', 'Market', 'Bridge', 'Guild', 'Scan', 'Forge'],
};

const CATEGORY_TEXT = {
  defi: { en: 'a DeFi protocol', ja: 'DeFi プロトコル', ko: 'DeFi 프로토콜' },
  nft: { en: 'an NFT marketplace', ja: 'NFT マーケットプレイス', ko: 'NFT 마켓플레이스' },
  gaming: { en: 'an on-chain game', ja: 'オンチェーンゲーム', ko: '온체인 게임' },
  infrastructure: { en: 'an infrastructure service', ja: 'インフラサービス', ko: '인프라 서비스' },
  wallet: { en: 'a self-custody wallet', ja: 'セルフカストディ型ウォレット', ko: '셀프 커스터디 지갑' },
  dao: { en: 'a DAO toolkit', ja: 'DAO ツールキット', ko: 'DAO 툴킷' },
  tooling: { en: 'a developer tool', ja: '開発者ツール', ko: '개발자 도구' },
  social: { en: 'a social app', ja: 'ソーシャルアプリ', ko: '소셜 앱' },
  community: { en: 'a community hub', ja: 'コミュニティハブ', ko: '커뮤니티 허브' },
};

function projectText(name, category, chainNames) {
  const text = CATEGORY_TEXT[category] ?? CATEGORY_TEXT.community;
  return {
    en: `${name} is ${text.en} running on ${chainNames.join(', ')}. It lets MRD holders take part with low fees and settles on Ethereum.`,
    ja: `${name}は、${chainNames.join('、')}で動作する${text.ja}です。MRD 保有者が低い手数料で参加でき、Ethereum で決済されます。`,
    ko: `${name}은 ${chainNames.join(', ')}에서 동작하는 ${text.ko}입니다. MRD 보유자가 낮은 수수료로 참여할 수 있으며 Ethereum에서 정산됩니다.`,
  };
}

/**
 * One published document in every language, the way the seed makes them (upsertLocalized):
 * English first, then each translation added and published.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function createLocalized(strapi, uid, byLocale) {
  const documents = strapi.documents(/** @type {any} */ (uid));
  const document = await documents.create({ locale: 'en', data: byLocale.en, status: 'published' });
  for (const locale of LOCALES.slice(1)) {
    await documents.update({ documentId: document.documentId, locale, data: byLocale[locale] });
    await documents.publish({ documentId: document.documentId, locale });
  }
}

/** Runs `make(i)` for each index, BATCH of them per transaction. */
async function inBatches(strapi, count, label, make) {
  const started = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    await strapi.db.transaction(async () => {
      for (let i = start; i < Math.min(count, start + BATCH); i += 1) await make(i);
    });
    if ((start / BATCH) % 8 === 7 || start + BATCH >= count) {
      const done = Math.min(count, start + BATCH);
      console.log(`  ${label}: ${done}/${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
}

/** @param {import('@strapi/strapi').Core.Strapi} strapi */
async function existing(strapi, uid) {
  return strapi
    .documents(/** @type {any} */ (uid))
    .findMany({ locale: 'en', status: 'published', limit: -1 });
}

/** @param {import('@strapi/strapi').Core.Strapi} strapi */
async function uploadsNamed(strapi, prefix) {
  const files = await strapi.db
    .query('plugin::upload.file')
    .findMany({ where: { name: { $startsWith: prefix } }, orderBy: { name: 'asc' } });
  if (!files.length) throw new Error(`No uploads named ${prefix}*: run this on a seeded database`);
  return files;
}

async function main() {
  const targetArticles = option('articles', 1000);
  const targetProjects = option('projects', 500);
  const strapi = await createStrapi({ appDir: APP_DIR, distDir: APP_DIR }).load();
  strapi.log.level = 'warn';
  try {
    const tags = await existing(strapi, 'api::tag.tag');
    const largeTag = tags.find((tag) => tag.slug === LARGE_TAG);
    if (!largeTag) throw new Error(`No tag ${LARGE_TAG}: run this on a seeded database`);
    const chains = await existing(strapi, 'api::chain.chain');
    const categories = await existing(strapi, 'api::category.category');
    const covers = await uploadsNamed(strapi, 'cover-');
    const logos = await uploadsNamed(strapi, 'logo-');
    const articleCount = (await existing(strapi, 'api::article.article')).length;
    const projectCount = (await existing(strapi, 'api::project.project')).length;
    const newArticles = Math.max(0, targetArticles - articleCount);
    const newProjects = Math.max(0, targetProjects - projectCount);
    console.log(
      `Large catalogue: ${articleCount} articles and ${projectCount} projects there; ` +
        `adding ${newArticles} articles (en, ja, ko) and ${newProjects} projects`,
    );

    // One article every ~2.2 days back from March 2026: interleaved with the seed's dates.
    const newest = Date.parse('2026-03-01T09:00:00.000Z');
    await inBatches(strapi, newArticles, 'articles', async (i) => {
      const next = random(1000 + i);
      const topic = TOPICS[i % TOPICS.length];
      // Every fourth article also gets LARGE_TAG, so one tag is paged deep;
      // appended, so the random tags and the text stay what earlier runs generated.
      const chosen = [...new Set([pick(next, tags), pick(next, tags), ...(i % 4 === 0 ? [largeTag] : [])])];
      const shared = {
        slug: `${topic.slug}-notes-${String(i + 1).padStart(4, '0')}`,
        date: new Date(newest - i * 190_000_000).toISOString(),
        author: pick(next, AUTHORS),
        cover: covers[i % covers.length].id,
        tags: chosen.map((tag) => tag.documentId),
      };
      const byLocale = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          { ...shared, ...articleText(locale, i, topic, chosen[0].slug, random(2000 + i)) },
        ]),
      );
      await createLocalized(strapi, 'api::article.article', byLocale);
    });

    await inBatches(strapi, newProjects, 'projects', async (i) => {
      const next = random(5000 + i);
      const { first, second } = NAME_PARTS;
      const name = `${first[i % first.length]} ${second[Math.floor(i / first.length) % second.length]} ${Math.floor(i / 100) + 1}`;
      const slug = name.toLowerCase().replace(/ /g, '-');
      const projectChains = [...new Set([chains[0], pick(next, chains)])];
      const category = pick(next, categories);
      const shared = {
        name,
        slug,
        website: `https://${slug}.example`,
        logo: logos[i % logos.length].id,
        xUrl: i % 2 ? `https://x.com/${slug}` : null,
        githubUrl: i % 3 ? `https://github.com/${slug}` : null,
        discordUrl: null,
        chains: projectChains.map((chain) => chain.documentId),
        categories: [category.documentId],
      };
      const descriptions = projectText(
        name,
        category.slug,
        projectChains.map((chain) => chain.name),
      );
      const byLocale = Object.fromEntries(
        LOCALES.map((locale) => [locale, { ...shared, description: descriptions[locale] }]),
      );
      await createLocalized(strapi, 'api::project.project', byLocale);
    });
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
