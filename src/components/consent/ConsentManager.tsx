import React, { Suspense, lazy, useEffect } from 'react';
import { GTM_ID } from '../../features/consent/config';
import { useConsent } from '../../features/consent/store';

// The banner and the loader are chunks of their own: every page carries only this component and
// the store; a visitor who has chosen never downloads the banner, one who declined neither.
const ConsentBanner = lazy(() => import(/* webpackChunkName: "consent-banner" */ './ConsentBanner'));

function loadTagManager(containerId: string): void {
  void import(/* webpackChunkName: "consent-tag-manager" */ '../../features/consent/tag-manager').then(
    (module) => module.loadTagManager(containerId),
  );
}

function ConsentGate({ containerId }: { containerId: string }): React.JSX.Element | null {
  const { ready, choice, open } = useConsent();
  useEffect(() => {
    if (choice === 'accepted') loadTagManager(containerId);
  }, [choice, containerId]);
  if (!ready || (choice !== null && !open)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner reopened={open} />
    </Suspense>
  );
}

/**
 * Loads the tag manager once the visitor has accepted, and shows the consent banner while they
 * have not chosen or when they reopen it. Renders nothing on the server, and nothing at all
 * when the site is built without a container id.
 */
export function ConsentManager(): React.JSX.Element | null {
  return GTM_ID ? <ConsentGate containerId={GTM_ID} /> : null;
}
