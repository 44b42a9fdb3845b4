import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock, LinkList } from '../../components/developers/blocks';
import { Icon } from '../../components/ui/Icon';
import { Steps } from '../../components/ui/Steps';
import { Layout } from '../../components/layout/Layout';
import { PageHead } from '../../components/layout/Seo';
import { ButtonLink } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { Link } from '../../components/ui/Link';
import { PageHero } from '../../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section } from '../../components/ui/page-sections';
import {
  BUG_BOUNTY_MAX_USD,
  BUILDERS_PROGRAM,
  DOC_LINKS,
  FAUCET,
  NETWORKS,
  NETWORK_ROWS,
  NEXT_STEPS,
  QUICKSTART,
  SPACELABS,
  TOOLS,
  type NetworkDetails,
} from '../../config/developers';
import { EXTERNAL_LINKS } from '../../config/site';
import { formatNumber, formatUsd } from '../../features/i18n/format';

function networkValue(network: NetworkDetails, row: (typeof NETWORK_ROWS)[number]): React.ReactNode {
  switch (row) {
    case 'chainId':
      return (
        <code>
          {network.chainId} (0x{network.chainId.toString(16)})
        </code>
      );
    case 'rpcUrl':
    case 'explorerUrl':
      return <code>{network[row]}</code>;
    default:
      return network[row];
  }
}

/** The networks’ settings side by side. */
function NetworkTable(): React.JSX.Element {
  const { t } = useTranslation('developers');
  return (
    <DataTable caption={t('network.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('network.setting')}</th>
          {NETWORKS.map((network) => (
            <th scope="col" key={network.id}>
              {t(`network.${network.id}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NETWORK_ROWS.map((row) => (
          <tr key={row}>
            <th scope="row">{t(`network.row.${row}`)}</th>
            {NETWORKS.map((network) => (
              <td key={network.id}>{networkValue(network, row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** From a wallet to a first contract, then the networks to deploy on. */
function QuickstartSection(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  return (
    <Section
      id="quickstart"
      eyebrow={t('quickstart.eyebrow')}
      title={t('quickstart.title')}
      intro={t('quickstart.intro')}
    >
      <Steps
        items={QUICKSTART.map((step) => ({
          id: step.id,
          title: t(`quickstart.${step.id}.title`),
          children: (
            <>
              <p>
                {t(`quickstart.${step.id}.text`, {
                  amount: formatNumber(FAUCET.dailyMrd, language),
                })}
              </p>
              {step.code?.map((sample) => (
                <CodeBlock key={sample.labelKey} caption={t(sample.labelKey)} code={sample.text} />
              ))}
              {step.link && (
                <p>
                  <Link to={step.link.to}>
                    {t(step.link.labelKey)} <Icon name="arrow-right" />
                  </Link>
                </p>
              )}
            </>
          ),
        }))}
      />
      <NetworkTable />
    </Section>
  );
}

/** The tools, each with a link to its page. */
function ToolsSection(): React.JSX.Element {
  const { t } = useTranslation('developers');
  return (
    <Section
      id="tools"
      tone="muted"
      eyebrow={t('tools.eyebrow')}
      title={t('tools.title')}
      intro={t('tools.intro')}
    >
      <CardGrid columns={3}>
        {TOOLS.map((tool) => (
          <Card
            key={tool.id}
            title={t(`tools.${tool.id}.title`)}
            icon={tool.icon}
            action={
              <Link to={tool.to}>
                {t('tools.more')}
                <span className="visually-hidden">: {t(`tools.${tool.id}.title`)}</span>
              </Link>
            }
          >
            <p>{t(`tools.${tool.id}.text`)}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

/** Where to go next: the programs and paths for builders. */
function NextStepsSection(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  return (
    <Section
      id="start"
      tone="muted"
      eyebrow={t('paths.eyebrow')}
      title={t('paths.title')}
      intro={t('paths.intro')}
    >
      <CardGrid columns={2}>
        {NEXT_STEPS.map((path) => (
          <Card
            key={path.id}
            title={t(`paths.${path.id}.title`)}
            icon={path.icon}
            action={
              <Link to={path.to}>
                {t(`paths.${path.id}.action`)} <Icon name="arrow-right" />
              </Link>
            }
          >
            <p>
              {t(`paths.${path.id}.text`, {
                amount: formatUsd(BUILDERS_PROGRAM.maxGrantUsd, language),
                weeks: formatNumber(SPACELABS.weeks, language),
              })}
            </p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

function DevelopersContent(): React.JSX.Element {
  const { t } = useTranslation('developers');
  const { language } = useI18next();
  return (
    <>
      <PageHero
        illustration="developers"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      >
        <ButtonLink to={EXTERNAL_LINKS.docs}>{t('hero.docsCta')}</ButtonLink>
        <ButtonLink to="/builders-program" variant="onDark">
          {t('hero.programCta')}
        </ButtonLink>
      </PageHero>

      <QuickstartSection />

      <ToolsSection />

      <Section id="docs" eyebrow={t('docs.eyebrow')} title={t('docs.title')} intro={t('docs.intro')}>
        <LinkList
          items={DOC_LINKS.map((doc) => ({
            id: doc.id,
            to: doc.to,
            title: t(`docs.${doc.id}.title`),
            text: t(`docs.${doc.id}.text`, { amount: formatUsd(BUG_BOUNTY_MAX_USD, language) }),
          }))}
        />
      </Section>

      <NextStepsSection />

      <CallToAction id="community" title={t('community.title')} text={t('community.text')}>
        <ButtonLink to={EXTERNAL_LINKS.discord}>{t('community.discord')}</ButtonLink>
        <ButtonLink to={EXTERNAL_LINKS.github} variant="onDark">
          {t('community.github')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering DevelopersContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function DevelopersPage(): React.JSX.Element {
  return (
    <Layout feedback staticContent>
      <DevelopersContent />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query DevelopersPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
