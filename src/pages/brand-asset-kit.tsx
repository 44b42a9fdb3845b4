import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { LogoCard } from '../components/brand/LogoCard';
import { panelGridStyle } from '../components/brand/styles';
import { Swatch } from '../components/brand/Swatch';
import { TypeSpecimen } from '../components/brand/TypeSpecimen';
import { UsageRules } from '../components/brand/UsageRules';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { buttonStyles } from '../components/ui/Button';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Section } from '../components/ui/page-sections';
import { BRAND_KIT, LOGO_VARIANTS, PALETTE, WCAG_THRESHOLDS } from '../config/brand';
import { formatDate, formatNumber } from '../features/i18n/format';
import { colors, fontSizes, space } from '../styles/theme';

const heroNoteStyle = css`
  flex-basis: 100%;
  max-width: 40em;
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.nightMuted};
`;

const licenceStyle = css`
  max-width: 46rem;
  margin-top: ${space[8]};
  h3 {
    margin-top: ${space[8]};
    font-size: ${fontSizes.xl};
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  li + li {
    margin-top: ${space[2]};
  }
`;

type BrandAssetKitData = Queries.BrandAssetKitPageQuery;

function BrandAssetKitContent({ data }: PageProps<BrandAssetKitData>): React.JSX.Element {
  const { t } = useTranslation('brandAssetKit');
  const { language } = useI18next();
  const licence = data.licence.nodes[0];
  const licenceHtml = licence?.fields?.html;
  if (!licence?.frontmatter?.title || !licenceHtml) {
    throw new Error(
      `content/${BRAND_KIT.licenceArea}/${BRAND_KIT.licenceName}.${language}.mdx is missing or was not rendered by the brand-kit plugin`,
    );
  }
  const updated = licence.frontmatter.updated ? formatDate(licence.frontmatter.updated, language) : null;
  return (
    <>
      <PageHero
        illustration="brand"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
      >
        <Link to={BRAND_KIT.zipPath} download css={buttonStyles.primary} data-brand-zip="">
          {t('hero.download')}
        </Link>
        <Link to="#licence" css={buttonStyles.onDark}>
          {t('hero.licence')}
        </Link>
        <p css={heroNoteStyle}>{t('hero.contents')}</p>
      </PageHero>

      <Section id="logos" eyebrow={t('logos.eyebrow')} title={t('logos.title')} intro={t('logos.intro')}>
        <ul css={panelGridStyle(2)}>
          {LOGO_VARIANTS.map((variant) => (
            <LogoCard key={variant.id} variant={variant} />
          ))}
        </ul>
      </Section>

      <Section
        id="colours"
        eyebrow={t('colours.eyebrow')}
        tone="muted"
        title={t('colours.title')}
        intro={t('colours.intro', {
          aa: formatNumber(WCAG_THRESHOLDS.aa, language),
          aaa: formatNumber(WCAG_THRESHOLDS.aaa, language),
          large: formatNumber(WCAG_THRESHOLDS.large, language),
        })}
      >
        <ul css={panelGridStyle(3)}>
          {PALETTE.map((colour) => (
            <Swatch key={colour.id} colour={colour} />
          ))}
        </ul>
      </Section>

      <Section
        id="typography"
        eyebrow={t('typography.eyebrow')}
        title={t('typography.title')}
        intro={t('typography.intro')}
      >
        <TypeSpecimen />
      </Section>

      <Section
        id="usage"
        eyebrow={t('usage.eyebrow')}
        tone="muted"
        title={t('usage.title')}
        intro={t('usage.intro')}
      >
        <UsageRules kind="do" />
        <UsageRules kind="dont" />
      </Section>

      <Section
        id="licence"
        eyebrow={t('licence.eyebrow')}
        title={licence.frontmatter.title}
        intro={updated ? t('licence.updated', { date: updated }) : undefined}
      >
        {/* Rendered and sanitized at build time from content/brand/ (plugins/brand-kit). */}
        <div css={licenceStyle} dangerouslySetInnerHTML={{ __html: licenceHtml }} />
      </Section>

      <CallToAction id="questions" tone="muted" title={t('cta.title')} text={t('cta.text')}>
        <Link to="/contact" css={buttonStyles.primary}>
          {t('cta.contact')}
        </Link>
        <Link to={BRAND_KIT.zipPath} download css={buttonStyles.onDark}>
          {t('hero.download')}
        </Link>
      </CallToAction>
    </>
  );
}

/**
 * The page's content is static: on a first load the browser adopts the server's HTML of it
 * (StaticIsland) without rendering BrandAssetKitContent, so its figures and dates are formatted by the
 * server render only, never by Intl during hydration.
 */
export default function BrandAssetKitPage(props: PageProps<BrandAssetKitData>): React.JSX.Element {
  return (
    <Layout staticContent>
      <BrandAssetKitContent {...props} />
    </Layout>
  );
}

export const Head = PageHead;

// The licence: content/brand/trademark-licence.{language}.mdx (BRAND_KIT.licenceArea and licenceName).
export const query = graphql`
  query BrandAssetKitPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
    licence: allMdx(
      filter: {
        fields: { area: { eq: "brand" }, name: { eq: "trademark-licence" }, locale: { eq: $language } }
      }
      limit: 1
    ) {
      nodes {
        frontmatter {
          title
          updated
        }
        fields {
          html
        }
      }
    }
  }
`;
