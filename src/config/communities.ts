import { EXTERNAL_LINKS, type ExternalLinkKey } from './site';

/**
 * The community page's facts: the foundation's online channels and the language communities
 * (spec §3: language, Telegram channel, X account, twelve languages, in this order).
 */

export interface OnlineChannel {
  key: ExternalLinkKey;
  url: string;
  icon: string;
}

const channel = (key: ExternalLinkKey): OnlineChannel => ({
  key,
  url: EXTERNAL_LINKS[key],
  icon: `/illustrations/community/${key}.svg`,
});

/** Online channels, in the order the page shows them; the copy lives under `channels.<key>.*`. */
export const ONLINE_CHANNELS: readonly OnlineChannel[] = [
  channel('discord'),
  channel('forum'),
  channel('x'),
  channel('telegram'),
  channel('youtube'),
  channel('github'),
];

export const CHANNEL_ICON_SIZE = { width: 48, height: 48 } as const;

export interface LanguageCommunity {
  /** ISO 639-1 code: the channel and account suffix, and the `languages.<code>` translation key. */
  code: string;
  /** The language's own name, shown beside the translated one and marked with `lang`. */
  nativeName: string;
  telegram: string;
  x: string;
}

const community = (code: string, nativeName: string): LanguageCommunity => ({
  code,
  nativeName,
  telegram: `https://t.me/meridian_${code}`,
  x: `https://x.com/meridian_${code}`,
});

export const LANGUAGE_COMMUNITIES: readonly LanguageCommunity[] = [
  community('tr', 'Türkçe'),
  community('pt', 'Português'),
  community('vi', 'Tiếng Việt'),
  community('ja', '日本語'),
  community('ko', '한국어'),
  community('es', 'Español'),
  community('zh', '中文'),
  community('cs', 'Čeština'),
  community('it', 'Italiano'),
  community('fr', 'Français'),
  community('th', 'ไทย'),
  community('id', 'Bahasa Indonesia'),
];
