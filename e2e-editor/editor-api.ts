import fs from 'node:fs';
import path from 'node:path';
import { live } from './live';

/** The development admin `npm start` creates (README). */
export const ADMIN = { email: 'editor@meridian.local', password: 'Meridian-Editor-2026' };

/** How long an editor may wait between publishing and seeing the page (a build is ~2 minutes here). */
/**
 * A word in one spec's test data that no other spec's data contains: the spec's own prefix and the
 * time. The specs load in the same millisecond, so the time alone is shared (editor-preview's search
 * of the live site for its word found the article editor-errors leaves published).
 */
export const uniqueWord = (prefix: string): string => `${prefix}${Date.now().toString(36)}`;

export const PUBLISH_TO_LIVE_MS = 8 * 60_000;

/** What every browser sends: a takedown must hold for compressed answers too. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate' };

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export const latestBuild = async (): Promise<string> =>
  ((await (await fetch(`${live.site}/builds/latest.json?t=${Date.now()}`)).json()) as { id: string }).id;

/** A page of the live site as a browser gets it: its status and (decompressed) text. */
export async function sitePage(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${live.site}${path}`, { headers: BROWSER_HEADERS });
  return { status: response.status, text: await response.text() };
}

/** An admin session token, as the admin panel gets one when an editor signs in. */
export async function adminToken(): Promise<string> {
  const login = await fetch(`${live.cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`Admin login failed: ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * An admin user of Strapi's Editor role (not an admin), invited by the development admin and
 * registered as the invitation's link does: its email and password.
 */
export async function editorAccount(name: string): Promise<{ email: string; password: string }> {
  const token = await adminToken();
  const call = async (pathname: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
    const response = await fetch(`${live.cms}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    return (await response.json()) as { data: Record<string, unknown> & { registrationToken?: string } };
  };
  const roles = (await call('/admin/roles', { token })).data as unknown as Array<{
    id: number;
    code: string;
  }>;
  const role = roles.find(({ code }) => code === 'strapi-editor');
  const user = { email: `${name}@meridian.local`, password: 'Editor-Role-Passw0rd-2026' };
  const invited = await call('/admin/users', {
    method: 'POST',
    token,
    json: { firstname: 'Site', lastname: 'Editor', email: user.email, roles: [role?.id] },
  });
  await call('/admin/register', {
    method: 'POST',
    json: {
      registrationToken: invited.data.registrationToken,
      userInfo: { firstname: 'Site', lastname: 'Editor', password: user.password },
    },
  });
  return user;
}

/** A cover image the seed uploaded: its id and its URL (`/uploads/…`). */
async function seedCover(): Promise<{ id: number; url: string }> {
  const existing = (await (
    await fetch(`${live.cms}/api/articles?populate=cover&pagination[pageSize]=1`)
  ).json()) as { data: Array<{ cover: { id: number; url: string } }> };
  return existing.data[0].cover;
}

/** The id of a cover image the seed uploaded. */
export const seedCoverId = async (): Promise<number> => (await seedCover()).id;

/** The URL of a cover image the seed uploaded, as markdown refers to an upload. */
export const seedCoverUrl = async (): Promise<string> => (await seedCover()).url;

export interface BuildStatus {
  state: string;
  builds: Array<{
    number: number;
    result: string;
    entries: Array<{ event: string; title?: string }>;
    error: string | null;
  }>;
}

export async function buildStatus(): Promise<BuildStatus> {
  const response = await fetch(`${live.site}/__builds`, { headers: { 'x-rebuild-secret': live.hookSecret } });
  return (await response.json()) as BuildStatus;
}

/** An English article draft saved as the admin's "Save" does (its cover from the media library). */
export async function saveEnglishDraft(
  fields: Record<string, unknown>,
): Promise<{ status: number; documentId: string; slug: string }> {
  const response = await fetch(
    `${live.cms}/content-manager/collection-types/api::article.article?locale=en`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({ date: new Date().toISOString(), cover: await seedCoverId(), ...fields }),
    },
  );
  const { data } = (await response.json()) as { data: { documentId: string; slug: string } };
  return { status: response.status, documentId: data.documentId, slug: data.slug };
}

/** A glossary term as the seed writes it in one language (cms/seed/data/terms.json). */
export function seededTerm(
  slug: string,
  locale: 'en' | 'ja' | 'ko' = 'en',
): { term: string; definition: string } {
  const terms = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'cms', 'seed', 'data', 'terms.json'), 'utf8'),
  ) as Array<{ slug: string; translations: Record<string, { term: string; definition: string }> }>;
  const found = terms.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No seeded term ${slug}`);
  return found.translations[locale];
}

export const EVENT_MODEL = 'api::event.event';

/**
 * A version of a document in one language saved as the admin's "Save" does: a new document
 * without `documentId`, else that document's version in `locale` (created if it has none).
 */
export async function saveDocument(
  model: string,
  locale: string,
  fields: Record<string, unknown>,
  documentId?: string,
): Promise<{ status: number; documentId: string }> {
  const response = await fetch(
    `${live.cms}/content-manager/collection-types/${model}${documentId ? `/${documentId}` : ''}?locale=${locale}`,
    {
      method: documentId ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify(fields),
    },
  );
  const body = (await response.json()) as { data?: { documentId: string } };
  return { status: response.status, documentId: body.data?.documentId ?? documentId ?? '' };
}

/** Publishes a document's version in one language, as the admin's "Publish" does. */
export async function publishDocument(model: string, documentId: string, locale: string): Promise<number> {
  const response = await fetch(
    `${live.cms}/content-manager/collection-types/${model}/${documentId}/actions/publish?locale=${locale}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: '{}',
    },
  );
  return response.status;
}

/**
 * An online event in Tokyo three days from now, 19:00 to 21:00 there: every field its page needs
 * (the shared ones are the same in every language's version).
 */
export function eventFields(slug: string, title: string, body: string): Record<string, unknown> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  return {
    slug,
    title,
    summary: `${title}: a test event.`,
    body,
    startsAt: new Date(`${day}T19:00:00+09:00`).toISOString(),
    endsAt: new Date(`${day}T21:00:00+09:00`).toISOString(),
    timeZone: 'Asia/Tokyo',
    format: 'online',
    kind: 'meetup',
    communities: [{ code: 'ja' }],
  };
}
