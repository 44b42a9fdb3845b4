import path from 'node:path';
import * as builds from '../scripts/lib/built-pages';

// The browser tests read the build under test in public/.
const publicDir = path.resolve(__dirname, '../public');

export const cmsTemplatePages = () => builds.cmsTemplatePages(publicDir);
export const pagePerTemplateAndLanguage = () => builds.pagePerTemplateAndLanguage(publicDir);
