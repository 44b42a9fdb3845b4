import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, mq, radii, space } from '../../styles/theme';
import { Container } from './Container';
import { sectionStyle, tones } from './Section';

const ctaStyle = css`
  display: grid;
  gap: ${space[5]};
  padding: ${space[8]};
  border-radius: ${radii.lg};
  background: radial-gradient(120% 140% at 100% 0%, ${colors.nightGlow} 0%, ${colors.night} 70%);
  color: ${colors.onNight};
  ${mq.md} {
    padding: ${space[10]} ${space[12]};
  }
  /* Side by side only when both fit: at tablet widths a row of buttons squeezed the title. */
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) fit-content(45%);
    align-items: center;
  }
  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${colors.nightMuted};
  }
  .cta-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[3]};
  }
  :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
`;

/** A closing call to action: a dark panel with a title, a sentence and buttons. */
export function CallToAction({
  id,
  title,
  text,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  text?: string;
  /** The band around the panel: muted after a band on the page's ground, so that bands alternate. */
  tone?: 'plain' | 'muted';
  /** ButtonLinks (variant "onDark" for secondary ones). */
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <section css={[sectionStyle, tones[tone]]} aria-labelledby={`${id}-title`} id={id}>
      <Container>
        <div css={ctaStyle}>
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            {text && <p>{text}</p>}
          </div>
          <div className="cta-actions">{children}</div>
        </div>
      </Container>
    </section>
  );
}
