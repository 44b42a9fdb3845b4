/**
 * @jest-environment node
 */
import { mdxFileName, parseMdxFileName } from '../src/features/content/mdx-file-name';

describe('content file names: {name}.{locale}.mdx under content/{area}/', () => {
  it('gives the area, the name and the language', () => {
    expect(parseMdxFileName({ name: '2021.ja', relativeDirectory: 'about/timeline' })).toEqual({
      area: 'about/timeline',
      name: '2021',
      locale: 'ja',
    });
    expect(parseMdxFileName({ name: 'terms-of-use.en', relativeDirectory: 'legal' })).toEqual({
      area: 'legal',
      name: 'terms-of-use',
      locale: 'en',
    });
  });

  it('refuses a name without one of the site languages', () => {
    expect(parseMdxFileName({ name: 'terms-of-use', relativeDirectory: 'legal' })).toBeNull();
    expect(parseMdxFileName({ name: 'terms-of-use.fr', relativeDirectory: 'legal' })).toBeNull();
    expect(parseMdxFileName({ name: '.ja', relativeDirectory: 'legal' })).toBeNull();
  });

  it('writes the name it parses', () => {
    expect(mdxFileName({ name: 'trademark-licence', locale: 'ko' })).toBe('trademark-licence.ko.mdx');
  });
});
