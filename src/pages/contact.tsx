import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/contact/ContactForm';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { Card, CardGrid, Section } from '../components/ui/page-sections';
import { CONTACT_EMAILS, SUPPORT_CHANNELS } from '../config/contact';
import { sendContactMessage } from '../features/forms/contact';
import { colors, fontSizes, layout, mq, radii, space } from '../styles/theme';

const layoutStyle = css`
  display: grid;
  gap: ${space[10]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${space[16]};
  }
  h2 {
    font-size: ${fontSizes['2xl']};
  }
`;

const asideStyle = css`
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.headerHeight} + ${space[6]});
  }
  padding: ${space[6]};
  border-radius: ${radii.lg};
  background: ${colors.surfaceMuted};
  h2 {
    font-size: ${fontSizes.xl};
  }
  .email {
    display: inline-block;
    margin-bottom: ${space[5]};
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** An address that, when it must wrap, wraps after the "@" rather than inside a word. */
function EmailAddress({ address }: { address: string }): React.JSX.Element {
  const [local, domain] = address.split('@');
  return (
    <>
      {local}@<wbr />
      {domain}
    </>
  );
}

export default function ContactPage(): React.JSX.Element {
  const { language } = useI18next();
  const { t } = useTranslation('contact');
  return (
    <Layout>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />

      <Section id="inquiries">
        <div css={layoutStyle}>
          <ContactForm
            email={CONTACT_EMAILS.general}
            submit={(values) => sendContactMessage(values, language)}
          />
          <aside css={asideStyle} aria-labelledby="direct-title">
            <h2 id="direct-title">{t('direct.title')}</h2>
            <p>{t('direct.text')}</p>
            <Link className="email" to={`mailto:${CONTACT_EMAILS.general}`}>
              <EmailAddress address={CONTACT_EMAILS.general} />
            </Link>
            <p>{t('direct.press')}</p>
            <p>
              <Link to="/brand-asset-kit">{t('direct.pressLink')}</Link>
            </p>
          </aside>
        </div>
      </Section>

      <Section id="support" tone="muted" title={t('support.title')} intro={t('support.text')}>
        <CardGrid columns={4}>
          {SUPPORT_CHANNELS.map((channel) => (
            <Card
              key={channel.key}
              title={t(`support.${channel.key}.title`)}
              icon={{ src: channel.icon, width: 48, height: 48 }}
              action={
                <Link to={channel.url}>
                  {channel.key === 'email' ? (
                    <EmailAddress address={CONTACT_EMAILS.support} />
                  ) : (
                    t(`support.${channel.key}.cta`)
                  )}
                </Link>
              }
            >
              <p>{t(`support.${channel.key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
