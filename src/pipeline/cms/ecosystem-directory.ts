import type { CommunityDirectoryData } from '../../features/cms/types';
import { allowedHosts } from './effective-hosts';
import { classifyHref } from '../../features/navigation/safe-url';
import {
  compareByName,
  type DirectoryData,
  type DirectoryProject,
  type FacetOption,
} from '../../features/ecosystem/directory';
import { present } from './entries';
import { mediaPath, type CmsImage } from '../../features/cms/media';

/** The slug of the category whose projects `/community/ecosystem` shows. */
export const COMMUNITY_CATEGORY = 'community';

/** Logos show at 48 CSS px: the smallest Strapi format that is sharp at 2x is enough. */
const LOGO_MIN_WIDTH = 96;

export interface RawProject {
  documentId: string;
  name: string | null;
  slug: string | null;
  website: string | null;
  description: string | null;
  xUrl: string | null;
  githubUrl: string | null;
  discordUrl: string | null;
  logo: (CmsImage & { width: number | null; height: number | null }) | null;
  chains: Array<{ slug: string | null }>;
  categories: Array<{ slug: string | null }>;
}

export interface RawFacet {
  slug: string | null;
  name: string | null;
}

export const PROJECT_SELECTION =
  'documentId name slug website description xUrl githubUrl discordUrl ' +
  'logo { url width height formats } chains(pagination: { pageSize: 20 }) { slug } ' +
  'categories(pagination: { pageSize: 20 }) { slug }';

/** The logo rendition the directory shows: the smallest at least `LOGO_MIN_WIDTH` wide, or the original. */
function logoRendition(image: RawProject['logo']): { url: string; width: number; height: number } | null {
  if (!image) return null;
  const candidates = [
    ...Object.values(image.formats ?? {}),
    { url: image.url, width: image.width ?? 0, height: image.height ?? 0 },
  ]
    .filter((candidate) => candidate.width && candidate.height && mediaPath(candidate.url))
    .sort((a, b) => a.width - b.width);
  return candidates.find((candidate) => candidate.width >= LOGO_MIN_WIDTH) ?? candidates.at(-1) ?? null;
}

/** The smallest rendition at least `minWidth` wide (or the original), as the directory shows it. */
export function logoFor(image: RawProject['logo']): DirectoryProject['logo'] {
  const chosen = logoRendition(image);
  if (!chosen) return null;
  return { src: mediaPath(chosen.url) as string, width: chosen.width, height: chosen.height };
}

/**
 * The directory of one language from the CMS's projects in that language and in English.
 * A project missing in the language is listed with its English description; one published in
 * that language only is listed there only. A project without
 * a name, slug, website or description is left out with a warning naming it (the CMS requires
 * these, so only a broken import gets there); a website whose host `src/config/site.ts` does
 * not allow is kept but shown as text, with a warning, as the link layer refuses it.
 */
export function directoryFor(
  local: readonly RawProject[],
  english: readonly RawProject[],
  chains: readonly RawFacet[],
  categories: readonly RawFacet[],
  warn: (message: string) => void,
): DirectoryData {
  const bySlug = new Map(local.filter((project) => present(project.slug)).map((p) => [p.slug, p]));
  const projects: DirectoryProject[] = [];
  const seen = new Set<string>();
  // Projects published in this language only are listed too, never in another language's list
  // (docs/editors.md, "Publishing in one language only"); their shared fields are their own.
  const englishSlugs = new Set(english.map((project) => project.slug));
  const localOnly = local === english ? [] : local.filter((project) => !englishSlugs.has(project.slug));
  for (const base of [...english, ...localOnly]) {
    const entry = (base.slug && bySlug.get(base.slug)) || base;
    const { documentId, name, slug, website } = base;
    const translated = (entry !== base || localOnly.includes(base)) && present(entry.description);
    const description = translated || local === english ? entry.description : base.description;
    if (!present(name) || !present(slug) || !present(website) || !present(description)) {
      warn(`CMS project ${documentId} lacks a name, slug, website or description: not listed`);
      continue;
    }
    if (seen.has(slug)) {
      warn(`CMS project ${documentId} repeats the slug "${slug}": only the first is listed`);
      continue;
    }
    seen.add(slug);
    projects.push({
      slug,
      name: name.trim(),
      description: description.trim(),
      ...(translated || local === english ? {} : { descriptionInEnglish: true as const }),
      website,
      logo: logoFor(base.logo),
      chains: base.chains.map((chain) => chain.slug).filter(present),
      categories: base.categories.map((category) => category.slug).filter(present),
      social: {
        ...(present(base.xUrl) ? { x: base.xUrl } : {}),
        ...(present(base.githubUrl) ? { github: base.githubUrl } : {}),
        ...(present(base.discordUrl) ? { discord: base.discordUrl } : {}),
      },
    });
  }
  const facets = (list: readonly RawFacet[]): FacetOption[] =>
    list
      .filter((facet): facet is FacetOption => present(facet.slug) && present(facet.name))
      .map(({ slug, name }) => ({ slug, name }))
      .sort(compareByName);
  return { projects: projects.sort(compareByName), chains: facets(chains), categories: facets(categories) };
}

/** Warnings for project links the site would refuse, one per host, so editors learn why. */
export function refusedProjectHosts(projects: readonly DirectoryProject[]): string[] {
  const refused = new Map<string, string>();
  for (const project of projects) {
    for (const url of [project.website, ...Object.values(project.social)]) {
      const target = classifyHref(url, allowedHosts());
      if (target.kind === 'refused' && !refused.has(url)) {
        refused.set(
          url,
          `Ecosystem project "${project.slug}" links to ${url} (${target.reason}): shown as text` +
            (target.reason.startsWith('host ')
              ? ` until an admin adds ${new URL(url).host} in the CMS's Allowed hosts (Content Manager; docs/editors.md, "Allowed hosts")`
              : ''),
        );
      }
    }
  }
  return [...refused.values()];
}

/**
 * The upload behind each logo the directory shows, for the build to copy: its URL as the CMS
 * gave it (an `/uploads/…` path or an object storage URL), from the English entry it came from.
 */
export function projectLogoUploads(
  projects: readonly DirectoryProject[],
  english: readonly RawProject[],
): string[] {
  const shown = new Map(projects.map((project) => [project.slug, project.logo?.src]));
  const uploads = new Set<string>();
  for (const project of english) {
    const chosen = project.slug ? logoRendition(project.logo) : null;
    if (chosen && mediaPath(chosen.url) === shown.get(project.slug as string)) uploads.add(chosen.url);
  }
  return [...uploads];
}

/** What `/community/ecosystem` lists: the directory's projects of the community category. */
export function communityDirectory({ projects, chains, categories }: DirectoryData): CommunityDirectoryData {
  return {
    projects: projects.filter((project) => project.categories.includes(COMMUNITY_CATEGORY)),
    chains,
    categories,
    communityCategory: categories.find((category) => category.slug === COMMUNITY_CATEGORY) ?? null,
  };
}
