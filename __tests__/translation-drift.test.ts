import { contentDisagreements } from '../src/pipeline/cms/translation-drift';

// The build's warning and `npm run cms:check-translations` name the entries whose languages
// disagree on a shared field, with both values (src/pipeline/cms/translation-drift.ts).
const english = {
  documentId: 'doc1',
  title: 'Validators meet in Lisbon',
  slug: 'validators-meet-in-lisbon',
  date: '2026-03-01',
  author: 'Meridian team',
  cover: { url: '/uploads/lisbon.png' },
};

describe('translation drift', () => {
  it('names the entry, the language and each shared field that differs, with both values', () => {
    const japanese = { ...english, title: 'リスボン', slug: 'article', cover: { url: '/uploads/other.png' } };
    expect(contentDisagreements({ articles: { en: [english], ja: [japanese], ko: [] } })).toEqual([
      'CMS: the Japanese version of article "Validators meet in Lisbon" disagrees with its English one on ' +
        'slug "article" (English: "validators-meet-in-lisbon"), cover.url "/uploads/other.png" ' +
        '(English: "/uploads/lisbon.png"): a document\'s languages share these fields. ' +
        'Correct the one that is wrong in the CMS and publish both.',
    ]);
  });

  it('says nothing of translations that agree, whatever their localized fields', () => {
    const korean = { ...english, title: '리스본', summary: '요약' };
    expect(contentDisagreements({ articles: { en: [english], ko: [korean] } })).toEqual([]);
  });

  it('compares a document without English with its first language', () => {
    const project = { documentId: 'p1', name: 'Relay', slug: 'relay', website: 'https://relay.example' };
    const korean = { ...project, website: 'https://relay.example/ko' };
    const lines = contentDisagreements({ projects: { ja: [project], ko: [korean] } });
    expect(lines).toEqual([
      expect.stringContaining('the Korean version of project "Relay" disagrees with its Japanese one'),
    ]);
  });
});
