/**
 * The building blocks of a page's bands, one file each, imported together from here. Pages use
 * them in different combinations, and webpack makes a shared chunk per combination: imported
 * file by file they came in four chunks instead of one, 0.6 KB gzip more on /spacelabs (each
 * chunk's wrapper and its entry in the runtime). Through this module every page that uses one
 * gets them all, in one chunk, as when they were one file.
 */
export { CallToAction } from './CallToAction';
export { Card, CardGrid } from './CardGrid';
export { LogoWall, type WallLogo } from './LogoWall';
export { Section, type SectionTone } from './Section';
export { Split } from './Split';
