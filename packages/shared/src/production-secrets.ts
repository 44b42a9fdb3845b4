/**
 * The rules for the secrets of a production start, in one place for both sides: the CMS checks
 * its own in register() (cms/src/index.js), the site's server those it reads (scripts/start.mjs,
 * server/serve.ts). Development never checks: it generates
 * its own (scripts/cms/cms-process.mjs, scripts/start.mjs).
 */

export const MIN_LENGTH = 32;
/** Fewer different characters than this is a pattern someone typed ("aaaa…", "1212…"), not a random value. */
const MIN_DISTINCT_CHARACTERS = 8;
/** Values that templates and tutorials ship, compared without case and punctuation. */
const PLACEHOLDERS = [
  'tobemodified',
  'changeme',
  'changethis',
  'replaceme',
  'placeholder',
  'secret',
  'password',
  'example',
  'default',
  'insecure',
];

/** Every secret the CMS reads (cms/config/*, cms/src/bootstrap/*). */
export const CMS_SECRETS: readonly string[] = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'PREVIEW_SECRET',
  'SITE_REBUILD_HOOK_SECRET',
  'SITE_PREVIEW_TOKEN',
  // Shared with the site server: it signs the visitor's address of each relayed form.
  'FORM_RELAY_SECRET',
];
/** Comma-separated lists of keys: each key is held to the rules. */
const LIST_SECRETS = new Set(['APP_KEYS']);

const HOW_TO_MAKE =
  'make one with `openssl rand -base64 32` or ' +
  "`node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"`";

/** What is wrong with one key, never the key itself. */
function weakness(value: string): string | null {
  if (value.length < MIN_LENGTH) return `is shorter than ${MIN_LENGTH} characters`;
  const letters = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (PLACEHOLDERS.some((placeholder) => letters.includes(placeholder))) return 'is a placeholder';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'is not random';
  return null;
}

/**
 * What is wrong with each of `names` in `env`, one sentence per variable naming it and how to
 * make a good value; empty when all are fine. Values are never quoted (they may be real secrets).
 */
export function secretProblems(names: readonly string[], env: Record<string, string | undefined>): string[] {
  return names.flatMap((name) => {
    const value = env[name]?.trim() ?? '';
    const keys = LIST_SECRETS.has(name) ? value.split(',').map((key) => key.trim()) : [value];
    if (keys.every((key) => !key)) return [`${name} is missing: ${HOW_TO_MAKE}.`];
    const problems = keys.map((key, index) => {
      const problem = key ? weakness(key) : 'is empty';
      if (!problem) return null;
      return keys.length > 1 ? `key ${index + 1} of ${name} ${problem}` : `${name} ${problem}`;
    });
    const found = problems.filter(Boolean);
    if (found.length === 0) return [];
    const many = LIST_SECRETS.has(name) ? ` (comma-separated keys, each one such value)` : '';
    return [`${found.join('; ')}: ${HOW_TO_MAKE}${many}.`];
  });
}

/**
 * In production (NODE_ENV=production), throws when any of `names` is missing or weak, naming
 * every such variable; elsewhere does nothing.
 * `who` is what refuses to start, for the message.
 */
export function assertProductionSecrets(
  names: readonly string[],
  env: Record<string, string | undefined>,
  who: string,
): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = secretProblems(names, env);
  if (problems.length > 0) {
    throw new Error(
      `${who} refuses to start in production with missing or weak secrets:\n- ${problems.join('\n- ')}`,
    );
  }
}
