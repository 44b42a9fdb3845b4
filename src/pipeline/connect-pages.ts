import path from 'path';
import type { Actions } from 'gatsby';
import { LAYOUT_NAMESPACES } from '../config/routes';
import { AUTH_PROVIDERS } from '../features/account/config';
import { LOCALES } from '../features/i18n/locales';
import { contextFor } from './page-context';

const CONNECT_TEMPLATE = path.resolve('./src/templates/connect-redirect.tsx');

/** Where the CMS sends visitors back after a provider sign-in: one page per provider and language. */
export function createConnectPages(actions: Actions): void {
  for (const provider of AUTH_PROVIDERS) {
    for (const language of LOCALES) {
      const context = contextFor(`/connect/${provider}/redirect`, language, {
        metaKey: 'connect',
        namespaces: [...LAYOUT_NAMESPACES, 'account'],
        indexable: false,
        provider,
      });
      actions.createPage({ path: context.i18n.path, component: CONNECT_TEMPLATE, context });
    }
  }
}
