import {
  BUILDERS_FAQ,
  BUILDERS_PROGRAM,
  SPACELABS,
  UNIVERSITY,
  UNIVERSITY_FAQ,
} from '../../config/developers';
import { formatNumber, formatPercent, formatUsd } from '../i18n/format';
import { interpolate, namespaceFromData, type LocaleData } from '../i18n/messages';
import type { FaqEntry } from '../seo/structured-data';

/**
 * The questions and answers of the University and Builders Program pages, as plain text. The
 * page renders them and its head turns the same list into FAQPage data, so the two cannot drift.
 */

/** `t` of react-i18next, or, in the head (which runs outside the i18n provider), translatorFromData's. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A Translate for the head, from the strings the page query loaded. */
export function translatorFromData(data: LocaleData | undefined, ns: string, language: string): Translate {
  const messages = namespaceFromData(data, ns, language);
  return (key, values = {}) => interpolate(messages[key] ?? key, values);
}

/** Every figure a Builders Program text may name, formatted for the page's language. */
export function buildersFigures(language: string): Record<string, string> {
  return {
    amount: formatUsd(BUILDERS_PROGRAM.maxGrantUsd, language),
    percent: formatPercent(BUILDERS_PROGRAM.auditSubsidy, language),
    minutes: formatNumber(BUILDERS_PROGRAM.reviewCallMinutes, language),
    weeks: formatNumber(BUILDERS_PROGRAM.decisionWeeks, language),
    pool: formatUsd(SPACELABS.grantPoolUsd, language),
  };
}

/** The figures of the University FAQ's answers, formatted for the page's language. */
export function universityFaqFigures(language: string): Record<string, string> {
  return {
    attendance: formatPercent(UNIVERSITY.attendance, language),
    hours: formatNumber(UNIVERSITY.cohortHoursPerWeek, language),
  };
}

/**
 * The FAQ entries with their figures. The heads take the figures from the page context, where
 * the build formatted them: Gatsby renders a head again in the browser, which would otherwise
 * build Intl formatters (and load ICU data) after every first load of these pages.
 */
export function buildersFaq(t: Translate, figures: Record<string, string>): FaqEntry[] {
  return BUILDERS_FAQ.map((id) => ({
    id,
    question: t(`buildersFaq.${id}.question`),
    answer: t(`buildersFaq.${id}.answer`, figures),
  }));
}

export function universityFaq(t: Translate, figures: Record<string, string>): FaqEntry[] {
  return UNIVERSITY_FAQ.map((id) => ({
    id,
    question: t(`universityFaq.${id}.question`),
    answer: t(`universityFaq.${id}.answer`, figures),
  }));
}
