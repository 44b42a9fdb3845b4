import { isLocale, type Locale } from '../i18n/locales';

/**
 * What a content file's place says about it: `content/{area}/{name}.{locale}.mdx`, e.g.
 * `content/about/timeline/2021.ja.mdx` is area `about/timeline`, name `2021`, locale `ja`.
 * gatsby-node's onCreateNode turns this into the Mdx node's `fields` (which page queries filter
 * on); code that runs before those fields exist, or reads files without Gatsby, parses here too,
 * so that there is one rule for the names.
 */
export interface MdxFileName {
  area: string;
  name: string;
  locale: Locale;
}

/**
 * Parses a content file as Gatsby's File node describes it: `name` without the extension
 * (`2021.ja`) and `relativeDirectory` under content/ (`about/timeline`). Null when the name does
 * not end in one of the site's languages.
 */
export function parseMdxFileName(file: {
  name?: string | null;
  relativeDirectory?: string | null;
}): MdxFileName | null {
  const match = /^(?<name>[\w-]+)\.(?<locale>[\w-]+)$/.exec(file.name ?? '');
  const locale = match?.groups?.locale;
  if (!match?.groups?.name || !isLocale(locale)) return null;
  return { area: file.relativeDirectory ?? '', name: match.groups.name, locale };
}

/** The file name of a content file in another language (or the first): `{name}.{locale}.mdx`. */
export function mdxFileName({ name, locale }: Pick<MdxFileName, 'name' | 'locale'>): string {
  return `${name}.${locale}.mdx`;
}
