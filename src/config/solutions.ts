/**
 * The solutions page's figures (331 million riders, 70% of the market, the 2024 campaign's
 * results): kept here as numbers and formatted per language where the page shows them, never
 * written into translations.
 */

export type FigureFormat = 'compactLong' | 'compactShort' | 'percent' | 'number';

export interface Figure {
  /** Also the translation key of its label: `figures.<id>`. */
  id: string;
  value: number;
  format: FigureFormat;
  /** Shown as "8+": the figure is a lower bound. */
  atLeast?: boolean;
}

/** Japan and Asia: reach of the network's partners. */
export const JAPAN_FIGURES: readonly Figure[] = [
  { id: 'annualRiders', value: 331_000_000, format: 'compactLong' },
  { id: 'marketShare', value: 0.7, format: 'percent' },
];

/** The 2024 campaign in Japan. */
export const CAMPAIGN_YEAR = 2024;
export const CAMPAIGN_FIGURES: readonly Figure[] = [
  { id: 'enterprises', value: 8, format: 'number', atLeast: true },
  { id: 'projects', value: 30, format: 'number', atLeast: true },
  { id: 'nfts', value: 3_000_000, format: 'compactShort', atLeast: true },
  { id: 'dailyTransactions', value: 100_000, format: 'compactShort', atLeast: true },
];

/** Use cases, in order; copy under `useCases.<key>.*`, icon in static/illustrations/solutions/. */
export const USE_CASES = ['payments', 'loyalty', 'gaming', 'transit', 'rwa', 'membership'] as const;

export const USE_CASE_ICON_SIZE = { width: 56, height: 56 } as const;
