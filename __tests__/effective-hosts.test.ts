import { ALLOWED_EXTERNAL_HOSTS } from '@meridian/shared/allowed-hosts';
import { refusedProjectHosts } from '../src/pipeline/cms/ecosystem-directory';
import { allowedHosts, setAdminHosts } from '../src/pipeline/cms/effective-hosts';
import { linkHostsFor } from '../src/pipeline/cms/link-hosts';
import { renderMarkdown } from '../src/pipeline/cms/markdown';
import { fetchCmsContent, type Graphql } from '../src/pipeline/cms/read';
import { renderKey } from '../src/pipeline/cms/rendered-markdown';
import type { DirectoryProject } from '../src/features/ecosystem/directory';

// The build's allowed hosts (src/pipeline/cms/effective-hosts.ts): the developer list and the
// admins' setting, read with the rest of the CMS, held to by every build-time check and handed
// to the browser's Link through the pages' `linkHosts`.
const NEW_PROJECT: DirectoryProject = {
  slug: 'new-project',
  name: 'New project',
  description: '',
  website: 'https://www.new-project.io/',
  logo: null,
  chains: [],
  categories: [],
  social: {},
};

afterEach(() => setAdminHosts([]));

describe('the build’s allowed hosts', () => {
  it('is the developer list alone until an admin adds a host, and says how to add it', () => {
    expect(allowedHosts()).toBe(ALLOWED_EXTERNAL_HOSTS);
    expect(refusedProjectHosts([NEW_PROJECT])).toEqual([
      'Ecosystem project "new-project" links to https://www.new-project.io/ (host www.new-project.io is not allowed): shown as text until an admin adds www.new-project.io in the CMS\'s Allowed hosts (Content Manager; docs/editors.md, "Allowed hosts")',
    ]);
    expect(linkHostsFor([NEW_PROJECT.website]).linkHosts).not.toContain('www.new-project.io');
    expect(renderMarkdown('[site](https://www.new-project.io/)', 'en').html).not.toContain('<a');
  });

  it('links to an admin’s host in every check: the directory, the pages’ linkHosts, markdown', () => {
    const before = renderKey('[site](https://www.new-project.io/)', 'en', null, () => undefined);
    setAdminHosts(['www.new-project.io']);
    expect(refusedProjectHosts([NEW_PROJECT])).toEqual([]);
    expect(linkHostsFor([NEW_PROJECT.website]).linkHosts).toContain('www.new-project.io');
    expect(renderMarkdown('[site](https://www.new-project.io/)', 'en').html).toContain(
      'href="https://www.new-project.io/"',
    );
    // A body kept from the previous build is rendered again: its links changed.
    expect(renderKey('[site](https://www.new-project.io/)', 'en', null, () => undefined)).not.toBe(before);
  });

  it('is read with the outdated translations, in the read’s one request for them', async () => {
    const queries: string[] = [];
    const graphql = (async (query: string) => {
      queries.push(query);
      return query.includes('outdatedTranslations')
        ? { data: { cms: { outdatedTranslations: [], allowedHosts: ['www.new-project.io'] } } }
        : { data: { cms: new Proxy({}, { get: () => [] }) } };
    }) as unknown as Graphql;
    const content = await fetchCmsContent(graphql);
    expect(content.adminHosts).toEqual(['www.new-project.io']);
    expect(queries.filter((query) => query.includes('allowedHosts'))).toEqual([
      expect.stringContaining('outdatedTranslations'),
    ]);
  });
});
