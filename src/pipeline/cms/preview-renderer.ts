// What the draft preview renders with: the build's own markdown renderer, media rule, glossary
// matcher, event page rules and allowed hosts. scripts/build-server.mjs compiles this file for the site server
// (server/compiled/preview-renderer.cjs); server/preview-content.ts's PreviewRenderer is what the
// server expects of it, held to these exports by __tests__/preview-server.test.ts's type check.
export { renderMarkdown } from './markdown';
export { mediaPath } from '../../features/cms/media';
export { termMatcherFor } from './glossary';
export { draftEventEntry } from './event-plan';
export { setAdminHosts } from './effective-hosts';
