import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { NextEvents } from '../components/events/NextEvents';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink } from '../components/ui/Button';
import { DataTable } from '../components/ui/DataTable';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section, Split } from '../components/ui/page-sections';
import { CHANNEL_ICON_SIZE, LANGUAGE_COMMUNITIES, ONLINE_CHANNELS } from '../config/communities';
import { EXTERNAL_LINKS } from '../config/site';
import type { CommunityPageData } from '../features/cms/types';
import type { SitePageContext } from '../features/i18n/page-context';
import { colors, fontSizes, fontStacks, mq, space } from '../styles/theme';

const nativeNameStyle = css`
  display: block;
  /* Each name in its own script: the page's CJK font would misplace Latin diacritics (Č). */
  font-family: ${fontStacks.latin};
  font-weight: 400;
  font-size: ${fontSizes.xs};
  color: ${colors.inkMuted};
`;

const channelLinkStyle = css`
  gap: ${space[2]};
  img {
    display: none;
    flex: none;
  }
  /* On phones the three columns fit only without the icons. */
  ${mq.sm} {
    img {
      display: block;
    }
  }
`;

const languagesLayoutStyle = css`
  display: grid;
  gap: ${space[6]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${space[12]};
  }
`;

const languagesAsideStyle = css`
  ${mq.lg} {
    margin-top: ${space[6]};
  }
  img {
    display: none;
    ${mq.lg} {
      display: block;
      margin-bottom: ${space[6]};
    }
  }
  p {
    color: ${colors.inkMuted};
  }
  a {
    font-weight: 600;
  }
`;

const dutiesStyle = css`
  margin: 0 0 ${space[6]};
  padding-inline-start: ${space[5]};
  li + li {
    margin-top: ${space[2]};
  }
  li::marker {
    color: ${colors.accent};
  }
`;

const subheadingStyle = css`
  font-size: ${fontSizes.lg};
`;

/** A link in the language table: the network's name on screen, the community's name for assistive tech. */
function CommunityLink({ to, network, label }: { to: string; network: 'telegram' | 'x'; label: string }) {
  return (
    <Link to={to} css={channelLinkStyle}>
      <img src={`/illustrations/community/${network}.svg`} width={24} height={24} alt="" loading="lazy" />
      <span aria-hidden="true">{network === 'x' ? 'X' : 'Telegram'}</span>
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}

/** Each language’s community, with its Telegram group and X account. */
function LanguagesSection(): React.JSX.Element {
  const { t } = useTranslation('community');
  return (
    <Section id="languages" tone="muted" title={t('languages.title')} intro={t('languages.intro')}>
      <div css={languagesLayoutStyle}>
        <DataTable caption={t('languages.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('languages.column.language')}</th>
              <th scope="col">{t('languages.column.telegram')}</th>
              <th scope="col">{t('languages.column.x')}</th>
            </tr>
          </thead>
          <tbody>
            {LANGUAGE_COMMUNITIES.map((community) => {
              const language = t(`languages.name.${community.code}`);
              return (
                <tr key={community.code} data-language={community.code}>
                  <th scope="row">
                    {language}
                    {language !== community.nativeName && (
                      <span css={nativeNameStyle} lang={community.code}>
                        {community.nativeName}
                      </span>
                    )}
                  </th>
                  <td>
                    <CommunityLink
                      to={community.telegram}
                      network="telegram"
                      label={t('languages.link.telegram', { language })}
                    />
                  </td>
                  <td>
                    <CommunityLink to={community.x} network="x" label={t('languages.link.x', { language })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
        <div css={languagesAsideStyle}>
          <img src="/illustrations/community/languages.svg" width={360} height={300} alt="" loading="lazy" />
          <p>{t('languages.note')}</p>
          <p>
            <Link to="#agent-program">{t('languages.noteLink')}</Link>
          </p>
        </div>
      </div>
    </Section>
  );
}

/** The community page; its events come from createPages (src/pipeline/cms/event-plan.ts). */
export default function CommunityPage({
  pageContext,
}: PageProps<Queries.CommunityPageQuery, SitePageContext & CommunityPageData>): React.JSX.Element {
  const { t } = useTranslation('community');
  return (
    <Layout staticContent>
      <PageHero
        illustration="community"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      >
        <ButtonLink to={EXTERNAL_LINKS.discord}>{t('hero.discordCta')}</ButtonLink>
        <ButtonLink to={EXTERNAL_LINKS.forum} variant="onDark">
          {t('hero.forumCta')}
        </ButtonLink>
      </PageHero>

      <Section id="channels" title={t('channels.title')} intro={t('channels.intro')}>
        <CardGrid columns={3}>
          {ONLINE_CHANNELS.map((channel) => (
            <Card
              key={channel.key}
              title={t(`channels.${channel.key}.title`)}
              icon={{ src: channel.icon, ...CHANNEL_ICON_SIZE }}
              action={<Link to={channel.url}>{t(`channels.${channel.key}.cta`)}</Link>}
            >
              <p>{t(`channels.${channel.key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <LanguagesSection />

      <NextEvents
        nextEvents={pageContext.nextEvents}
        eventsFeedPath={pageContext.eventsFeedPath}
        byCommunity={pageContext}
      />

      <Section id="agent-program" tone="muted" title={t('agentProgram.title')}>
        {/* Its picture is drawn on the band's colour: under the text on a phone it read as a blank end. */}
        <Split
          mediaBesideOnly
          media={
            <img src="/illustrations/community/agents.svg" width={480} height={360} alt="" loading="lazy" />
          }
        >
          <p>{t('agentProgram.text')}</p>
          <h3 css={subheadingStyle}>{t('agentProgram.listTitle')}</h3>
          <ul css={dutiesStyle}>
            {(['1', '2', '3'] as const).map((item) => (
              <li key={item}>{t(`agentProgram.duty.${item}`)}</li>
            ))}
          </ul>
          <ButtonLink to={EXTERNAL_LINKS.forum} variant="secondary">
            {t('agentProgram.cta')}
          </ButtonLink>
        </Split>
      </Section>

      <CallToAction id="community-cta" title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to="/community/ecosystem">{t('cta.ecosystem')}</ButtonLink>
        <ButtonLink to={EXTERNAL_LINKS.discord} variant="onDark">
          {t('hero.discordCta')}
        </ButtonLink>
      </CallToAction>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query CommunityPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
