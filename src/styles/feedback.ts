import { css } from '@emotion/react';
import { containerStyle } from '../components/ui/Container';
import { FEEDBACK_ANCHOR } from '@meridian/shared/page-feedback';
import { colors, radii, space } from './theme';

/**
 * "Was this page helpful?" (components/feedback/PageFeedback.tsx), static: rendered with the global
 * rules at build time (GlobalStyles.tsx), so no page's JavaScript carries them. The reasons and the
 * comment show once an answer is chosen (`:has`), the list of the answer chosen only; a state's
 * message (`#feedback-thanks`…) shows while it is the page's :target, the form hidden after thanks,
 * or when the site server's answer marks it (`data-shown`: the page itself, answering a failure).
 */
export const feedbackRules = css`
  .page-feedback {
    ${containerStyle};
    padding-bottom: ${space[10]};
  }
  .page-feedback form,
  .page-feedback [data-state] {
    border-top: 1px solid ${colors.border};
    padding-top: ${space[4]};
  }
  .page-feedback fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  .page-feedback legend {
    font-weight: 700;
    margin-bottom: ${space[2]};
  }
  .page-feedback label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: 2.75rem;
    margin-right: ${space[4]};
  }
  .page-feedback select,
  .page-feedback textarea,
  .page-feedback button {
    display: block;
    max-width: 100%;
    font: inherit;
    color: ${colors.ink};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    padding: ${space[2]};
  }
  .page-feedback textarea {
    width: 36rem;
  }
  .page-feedback button {
    margin-top: ${space[3]};
    color: ${colors.onPrimary};
    background: ${colors.primary};
  }
  .page-feedback :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .page-feedback [data-more],
  .page-feedback [data-for],
  .page-feedback [data-state]:not(:target):not([data-shown]),
  .page-feedback #${FEEDBACK_ANCHOR}-thanks:target ~ form {
    display: none;
  }
  .page-feedback form:has([name='helpful'][value='no']:checked) [data-for='no'],
  .page-feedback form:has([name='helpful'][value='yes']:checked) [data-for='yes'],
  .page-feedback form:has([name='helpful']:checked) [data-more] {
    display: block;
  }
`;
