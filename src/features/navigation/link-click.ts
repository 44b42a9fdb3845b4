// The rule Gatsby's `Link` follows for whether a click on a link stays in this tab.

/** A plain primary click: a modifier opens a tab or a window, or downloads. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link that opens in this tab: no target, not a download. */
export function opensInSameTab(anchor: HTMLAnchorElement): boolean {
  return !anchor.target && !anchor.hasAttribute('download');
}
