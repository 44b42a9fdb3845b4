import { useEffect, useRef } from 'react';
import { useFetchClient, useForm } from '@strapi/admin/strapi-admin';
import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/content-manager/strapi-admin';
import { SLUG_MESSAGES } from './slug-messages';

/**
 * A message the form shows under a field: the admin's own (`components.Input.error.…`) or ours.
 * @typedef {{ id: string, defaultMessage?: string, values?: Record<string, string | number | undefined> }} FieldMessage
 */
/** @typedef {Record<string, string | FieldMessage | undefined>} FieldErrors */
/** @typedef {(url: string, body: unknown) => Promise<{ data: { data?: unknown } }>} Post */
/**
 * What the slug's hooks share: the form's title and slug, and how to ask the CMS for a slug.
 * @typedef {{
 *   titleField: string | undefined, title: unknown, slug: unknown, fixed: boolean,
 *   post: Post, model: string, documentId: string,
 * }} SlugForm
 */

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
 * @param {{ document?: any, meta?: any }} props
 */
export function SlugFollowsTitle({ document, meta }) {
  const { contentType, model, id } = useContentManagerContext();
  const attribute = /** @type {{ type?: string, targetField?: string, maxLength?: number } | undefined} */ (
    contentType?.attributes?.slug
  );
  const titleField = attribute?.type === 'uid' ? attribute.targetField : undefined;
  const title = useForm('SlugFollowsTitle', (form) => (titleField ? valuesOf(form)[titleField] : undefined));
  const slug = useForm('SlugFollowsTitle', (form) => valuesOf(form).slug);
  const { post } = useFetchClient();
  const documentId = id && id !== 'create' ? id : '';
  // A new language of an existing document gets the document's slug on save, whatever the form
  // shows (cms/src/translations/shared-fields.js): nothing to follow.
  // Fixed: the slug no longer follows the title.
  const fixed = everPublished(document, meta) || (Boolean(documentId) && !document);
  /** @type {SlugForm} */
  const form = { titleField, title, slug, fixed, post, model, documentId };

  useSlugFollowsTitle(form);
  const kind = contentType?.info?.displayName?.toLowerCase() ?? 'entry';
  useNoSlugMessage(form, kind);
  useTooLongMessage(form, attribute?.maxLength);
  return null;
}

/** @param {{ values: object }} form */
const valuesOf = (form) => /** @type {Record<string, unknown>} */ (form.values);

/** The slug's error and how to replace the form's errors. */
function useSlugErrors() {
  const slugError = useForm('SlugFollowsTitle', (form) => errorsOf(form).slug);
  const setErrors = useForm('SlugFollowsTitle', (form) => form.setErrors);
  const errors = useForm('SlugFollowsTitle', errorsOf);
  return { slugError, errors, setErrors };
}

/** @param {{ errors: object }} form */
const errorsOf = (form) => /** @type {FieldErrors} */ (form.errors);

/**
 * Keeps the slug the title's while it is (until the editor types one, or the entry is published).
 * @param {SlugForm} form
 */
function useSlugFollowsTitle(form) {
  const onChange = useForm('SlugFollowsTitle', (state) => state.onChange);
  // The slug the box shows because of the title ('' when there is none yet), or null when the
  // editor typed their own (or it is not known yet).
  const made = useRef(/** @type {string | null} */ (null));
  useFirstSlugMade(form, made);
  useTypedSlug(form.slug, made);
  useFollowTitle(form, made, onChange);
  useNoFillUnderTheCaret(form, onChange);
}

/**
 * Strapi's slug box fills itself from the title while its value is undefined (a new entry), when
 * the CMS answers: an editor already in the box, its text selected to type over it, would see the
 * slug appear under the caret and their typing appended to it (the CI failure of 2026-11-29).
 * Entering the box makes its value '' (no slug yet), which Strapi leaves alone; the title's slug
 * then waits for the editor to leave the box (useFollowTitle).
 * @param {SlugForm} form
 * @param {(path: string, value: string) => void} onChange
 */
function useNoFillUnderTheCaret({ titleField, slug, fixed }, onChange) {
  const undefinedSlug = useRef(false);
  undefinedSlug.current = Boolean(titleField) && !fixed && slug === undefined;
  useEffect(() => {
    /** @param {FocusEvent} event */
    const onFocusIn = (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.name !== 'slug') return;
      if (undefinedSlug.current) onChange('slug', '');
    };
    window.document.addEventListener('focusin', onFocusIn, true);
    return () => window.document.removeEventListener('focusin', onFocusIn, true);
  }, [onChange]);
}

/**
 * When the form opens: is its slug the one its title makes?
 * @param {SlugForm} form
 * @param {import('react').MutableRefObject<string | null>} made
 */
function useFirstSlugMade({ titleField, title, slug, fixed, post, model, documentId }, made) {
  useEffect(() => {
    if (!titleField || fixed) return;
    if (!slug) {
      made.current = '';
      return;
    }
    let current = true;
    generate(post, model, documentId, titleField, title).then((generated) => {
      if (current && generated === slug) made.current = /** @type {string} */ (slug);
    });
    return () => {
      current = false;
    };
    // Once per form: its first values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [titleField, fixed]);
}

/**
 * A slug typed by the editor is theirs: the title no longer moves it. One set by the admin (its
 * own first fill, its Regenerate button) or by this follower is the title's.
 * @param {unknown} slug
 * @param {import('react').MutableRefObject<string | null>} made
 */
function useTypedSlug(slug, made) {
  const typed = useRef(false);
  const lastSlug = useRef(slug);
  useEffect(() => {
    /** @param {Event} event */
    const onInput = (event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'slug') typed.current = true;
    };
    window.document.addEventListener('input', onInput, true);
    return () => window.document.removeEventListener('input', onInput, true);
  }, []);
  useEffect(() => {
    if (slug === lastSlug.current) return;
    lastSlug.current = slug;
    const text = /** @type {string | null | undefined} */ (slug);
    made.current = typed.current ? (text ? null : '') : (text ?? '');
    typed.current = false;
  }, [slug, made]);
}

/**
 * Every change of the title (after a pause) puts the slug it makes in the box, unless the editor
 * typed their own.
 * @param {SlugForm} form
 * @param {import('react').MutableRefObject<string | null>} made
 * @param {(path: string, value: string) => void} onChange
 */
function useFollowTitle({ titleField, title, fixed, post, model, documentId }, made, onChange) {
  const lastTitle = useRef(title);
  useEffect(() => {
    if (!titleField || fixed || title === lastTitle.current) return;
    lastTitle.current = title;
    let current = true;
    let stopWaiting = () => {};
    const timer = setTimeout(async () => {
      if (made.current === null) return;
      const generated = await generate(post, model, documentId, titleField, title);
      if (!current || made.current === null || generated === null) return;
      const apply = () => {
        if (!current || made.current === null) return;
        made.current = generated;
        onChange('slug', generated);
      };
      // An editor in the slug box (who selected its text to type over it) would see the value
      // change under the caret and their typing appended to it: the slug waits until they leave
      // the box, and only if they typed nothing.
      const box = window.document.activeElement;
      if (box instanceof HTMLInputElement && box.name === 'slug') {
        box.addEventListener('blur', apply, { once: true });
        stopWaiting = () => box.removeEventListener('blur', apply);
      } else apply();
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
      stopWaiting();
    };
  }, [title, titleField, fixed, post, model, documentId, onChange, made]);
}

/**
 * No slug could be made from the title (kanji), or there is no title yet: the admin's own check
 * says the empty slug "must match" a regular expression; this says what to do, as the CMS does
 * on save (cms/src/translations/shared-fields.js).
 * @param {SlugForm} form
 * @param {string} kind the content type's name, in lower case
 */
function useNoSlugMessage({ titleField, title, slug }, kind) {
  const { slugError, errors, setErrors } = useSlugErrors();
  useEffect(() => {
    if (!slugError || slug || !titleField) return;
    if (typeof slugError === 'object' && slugError.id?.startsWith('slugs.')) return;
    const titled = typeof title === 'string' && title.trim();
    const message = titled
      ? {
          id: 'slugs.none',
          defaultMessage: SLUG_MESSAGES.en['slugs.none'],
          values: { title: title.trim(), field: titleField },
        }
      : {
          id: 'slugs.noTitle',
          defaultMessage: SLUG_MESSAGES.en['slugs.noTitle'],
          values: { kind, field: titleField },
        };
    setErrors({ ...errors, slug: message });
    // Once per such error: setErrors replaces it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slugError]);
}

/**
 * A typed slug too long for the field: the admin's own check says only "The value is too long";
 * this says which field and offers the slug cut at a word (as the CMS makes it from a title).
 * @param {SlugForm} form
 * @param {number | undefined} maxLength the slug attribute's
 */
function useTooLongMessage({ titleField, slug, post, model, documentId }, maxLength) {
  const { slugError, errors, setErrors } = useSlugErrors();
  useEffect(() => {
    if (typeof slugError !== 'object' || slugError?.id !== 'components.Input.error.validation.maxLength')
      return;
    if (typeof slug !== 'string') return;
    let current = true;
    generate(post, model, documentId, titleField ?? 'title', slug).then((cut) => {
      if (!current || !cut) return;
      const max = slugError.values?.max ?? maxLength;
      const values = { length: slug.length, max, cut };
      setErrors({
        ...errors,
        slug: { id: 'slugs.tooLong', defaultMessage: SLUG_MESSAGES.en['slugs.tooLong'], values },
      });
    });
    return () => {
      current = false;
    };
    // Once per such error: setErrors replaces it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slugError]);
}

/**
 * Whether this entry (in any language) has been published: its slug is then a known address.
 * @param {any} document
 * @param {any} meta
 */
function everPublished(document, meta) {
  if (!document) return false;
  if (document.publishedAt || (document.status && document.status !== 'draft')) return true;
  /** @type {Array<{ publishedAt?: string | null, status?: string }>} */
  const others = [...(meta?.availableStatus ?? []), ...(meta?.availableLocales ?? [])];
  return others.some((other) => other.publishedAt || (other.status && other.status !== 'draft'));
}

/**
 * The slug the CMS makes from `title` ('' when none can be made), or null when it did not answer.
 * @param {Post} post
 * @param {string} model the content type's uid
 * @param {string} documentId '' for a new document
 * @param {string} titleField
 * @param {unknown} title
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
