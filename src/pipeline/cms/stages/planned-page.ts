import path from 'path';
import type { SitePageContext } from '../../../features/i18n/page-context';
import type { PlannedPage } from './types';

/** A template of src/templates, as createPage names it. */
export const template = (name: string) => path.resolve(`./src/templates/${name}.tsx`);

/** The page createPage makes of a context: at the context's localized path. */
export const planned = (component: string, context: SitePageContext): PlannedPage => ({
  path: context.i18n.path,
  component,
  context,
});
