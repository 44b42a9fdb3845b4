/** Route changes seen in this tab; the first one is the page the visitor opened (startup). */
let routeUpdates = 0;

/** Called by gatsby-browser's onRouteUpdate, for the first render too. */
export function noteRouteUpdate(): void {
  routeUpdates += 1;
}

/** Whether the page shown is the one the visitor opened, not one reached inside the site. */
export function openedAtThisUrl(): boolean {
  return routeUpdates <= 1;
}
