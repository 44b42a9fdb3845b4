import { useEffect, useRef } from 'react';
import { useFetchClient, useForm } from '@strapi/admin/strapi-admin';
import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/content-manager/strapi-admin';

/**
 * The slug follows the title until the entry is first published (issue 39, item 5;
 * docs/editors.md, "The slug"). Strapi 5.54's slug box fills itself once, from an empty title
 * (`article`), and never again; here every change of the title (name, term) asks the CMS for the
 * slug it makes (`/content-manager/uid/generate`, cms/src/translations/uid-generation.js) and puts
 * it in the box, while the entry has never been published and the slug is the one its title makes
 * (a slug the editor typed stays). Once published, the address is known: the slug stays.
 *
 * A side-panel description (the content manager calls it like a hook inside the edit view's form)
 * that shows nothing.
 */
export function SlugFollowsTitle({ document, meta }) {
  const { contentType, model, id } = useContentManagerContext();
  const attribute = contentType?.attributes?.slug;
  const titleField = attribute?.type === 'uid' ? attribute.targetField : undefined;
  const title = useForm('SlugFollowsTitle', (form) => (titleField ? form.values[titleField] : undefined));
  const slug = useForm('SlugFollowsTitle', (form) => form.values.slug);
  const onChange = useForm('SlugFollowsTitle', (form) => form.onChange);
  const { post } = useFetchClient();
  const published = everPublished(document, meta);
  const documentId = id && id !== 'create' ? id : '';

  // The slug the box shows because of the title ('' when there is none yet), or null when the
  // editor typed their own (or it is not known yet).
  const made = useRef(/** @type {string | null} */ (null));
  const lastTitle = useRef(title);

  // When the form opens: is its slug the one its title makes?
  useEffect(() => {
    if (!titleField || published) return;
    if (!slug) {
      made.current = '';
      return;
    }
    let current = true;
    generate(post, model, documentId, titleField, title).then((generated) => {
      if (current && generated === slug) made.current = slug;
    });
    return () => {
      current = false;
    };
    // Once per form: its first values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [titleField, published]);

  // A slug typed by the editor is theirs: the title no longer moves it. One set by the admin (its
  // own first fill, its Regenerate button) or by this follower is the title's.
  const typed = useRef(false);
  const lastSlug = useRef(slug);
  useEffect(() => {
    const onInput = (event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'slug') typed.current = true;
    };
    window.document.addEventListener('input', onInput, true);
    return () => window.document.removeEventListener('input', onInput, true);
  }, []);
  useEffect(() => {
    if (slug === lastSlug.current) return;
    lastSlug.current = slug;
    made.current = typed.current ? (slug ? null : '') : (slug ?? '');
    typed.current = false;
  }, [slug]);

  useEffect(() => {
    if (!titleField || published || title === lastTitle.current) return;
    lastTitle.current = title;
    let current = true;
    const timer = setTimeout(async () => {
      if (made.current === null) return;
      const generated = await generate(post, model, documentId, titleField, title);
      if (!current || made.current === null || generated === null) return;
      made.current = generated;
      onChange('slug', generated);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [title, titleField, published, post, model, documentId, onChange]);

  return null;
}

/**
 * Whether this entry (in any language) has been published: its slug is then a known address.
 * @param {any} document
 * @param {any} meta
 */
function everPublished(document, meta) {
  if (!document) return false;
  if (document.publishedAt || (document.status && document.status !== 'draft')) return true;
  const others = [...(meta?.availableStatus ?? []), ...(meta?.availableLocales ?? [])];
  return others.some((other) => other.publishedAt || (other.status && other.status !== 'draft'));
}

/**
 * The slug the CMS makes from `title` ('' when none can be made), or null when it did not answer.
 * @param {(url: string, body: unknown) => Promise<{ data: { data: string } }>} post
 */
async function generate(post, model, documentId, titleField, title) {
  try {
    const { data } = await post('/content-manager/uid/generate', {
      contentTypeUID: model,
      field: 'slug',
      data: { id: documentId, [titleField]: title ?? '' },
    });
    return typeof data?.data === 'string' ? data.data : null;
  } catch {
    return null;
  }
}
