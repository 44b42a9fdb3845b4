/** Per content type: the fields the site cannot show an entry without, and the other text it shows. */
export declare const SITE_FIELDS: Record<string, { shown: readonly string[]; text: readonly string[] }>;
/** Whether a value is missing or, for text, nothing but whitespace. */
export declare function isBlank(value: unknown): boolean;
/** The fields for which the site's build leaves an entry of `type` out. */
export declare function unshownFields(type: string, entry: object): string[];
/** The blank fields of an entry, and whether the site leaves it out for each (`partial`: a save's fields only). */
export declare function blankFields(
  type: string,
  entry: object,
  options?: { partial?: boolean },
): Array<{ field: string; shown: boolean }>;
