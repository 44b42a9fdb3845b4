/** What every page query selects: its locale nodes, through the `PageLocales` fragment. */
export interface LocaleData {
  readonly locales?: Queries.PageLocalesFragment | null;
}

export type Messages = Record<string, string>;

/**
 * Reads one namespace from a page's query result. The Head API runs outside the i18next
 * provider, so the head component reads its strings from here. Pages load one language, except
 * the 404 page, which carries all of them (see pages/404.tsx): pass the language to pick it.
 */
export function namespaceFromData(data: LocaleData | undefined, ns: string, language?: string): Messages {
  const node = data?.locales?.edges.find(
    (edge) => edge.node.ns === ns && (!language || edge.node.language === language),
  )?.node;
  if (!node?.data) return {};
  try {
    return JSON.parse(node.data) as Messages;
  } catch {
    console.error('Could not find messages for locale code', node.language);
    return {};
  }
}

/** i18next-style `{{name}}` interpolation for the few strings read outside i18next. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
