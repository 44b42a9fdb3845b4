import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { formRelayAvailable } from '../../features/forms/form-result';
import { colors, radii, shadows, space } from '../../styles/theme';
import { Layout } from '../layout/Layout';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/page-sections';

const cardStyle = css`
  max-width: 34rem;
  padding: ${space[8]} ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  form {
    display: grid;
    gap: ${space[5]};
  }
  noscript p {
    margin: 0 0 ${space[5]};
    font-weight: 600;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[4]};
    margin: ${space[6]} 0 0;
    padding: 0;
    list-style: none;
  }
  /* A card with links only (the reset page opened without its code): no gap above them. */
  .links:first-child {
    margin-top: 0;
  }
`;

/**
 * The frame of the sign-in and account pages: a short hero and a card. Their forms talk to the CMS
 * from the browser. Sent before the page's JavaScript ran, the sign-in forms (`relayed`) reach the
 * site server, which passes them on (server/forms.ts); where no such server runs (a build
 * for a static host, GATSBY_FORM_RELAY=off) and on the account page itself, the card says that
 * JavaScript is needed instead of offering a form that cannot work.
 */
export function AccountShell({
  title,
  intro,
  relayed = false,
  children,
}: {
  title: string;
  intro?: string;
  relayed?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <Layout>
      <PageHero illustration="account" title={title} intro={intro} />
      <Section>
        <div css={cardStyle}>
          {!(relayed && formRelayAvailable()) && (
            <noscript>
              <p>{t('shell.needsJavaScript')}</p>
            </noscript>
          )}
          {children}
        </div>
      </Section>
    </Layout>
  );
}
