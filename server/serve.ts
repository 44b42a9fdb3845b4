// Serves an existing build: `npm run serve [-- --port 9000 --dir public]` (run compiled:
// scripts/build-server.mjs).
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { assertProductionSecrets } from '@meridian/shared/production-secrets';
import { loadPreview } from './preview';
import { createSiteServer } from './site-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '9000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    dir: { type: 'string', default: 'public' },
  },
});

// Draft previews, when this server runs beside the CMS for them (a static host serves the rest).
const { PREVIEW_SECRET, SITE_PREVIEW_TOKEN, CMS_URL, CMS_ADMIN_URL } = process.env;
// A production preview server refuses missing or weak secrets rather than serving drafts with them.
if (PREVIEW_SECRET || SITE_PREVIEW_TOKEN || CMS_URL) {
  try {
    assertProductionSecrets(
      ['PREVIEW_SECRET', 'SITE_PREVIEW_TOKEN', ...(CMS_URL ? ['FORM_RELAY_SECRET'] : [])],
      process.env,
      'The preview server',
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const preview =
  PREVIEW_SECRET && SITE_PREVIEW_TOKEN && CMS_URL
    ? await loadPreview({
        secret: PREVIEW_SECRET,
        token: SITE_PREVIEW_TOKEN,
        cmsUrl: CMS_URL,
        adminUrl: CMS_ADMIN_URL,
      })
    : { routes: {}, frameAncestors: [] };
// Forms sent before a page's JavaScript ran are passed on to the CMS at CMS_URL; without it, their
// page says they could not be sent (server/forms.ts).
const site = createSiteServer({
  publicDir: values.dir,
  routes: preview.routes,
  previewFrameAncestors: preview.frameAncestors,
  cmsUrl: CMS_URL ?? null,
  relaySecret: process.env.FORM_RELAY_SECRET,
  // Behind nginx (deploy/nginx.conf): the visitor's address is the X-Forwarded-For it sets.
  trustProxy: /^(1|true)$/.test(process.env.SITE_TRUST_PROXY ?? ''),
  siteUrl: process.env.SITE_URL || process.env.GATSBY_SITE_URL,
});
site.server.listen(Number(values.port), values.host, () => {
  const { port } = site.server.address() as AddressInfo;
  const shownHost = values.host === '127.0.0.1' || values.host === '0.0.0.0' ? 'localhost' : values.host;
  console.log(`Meridian site ready at http://${shownHost}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => site.server.close(() => process.exit(0)));
}
