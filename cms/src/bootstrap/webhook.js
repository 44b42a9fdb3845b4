const WEBHOOK_NAME = 'Rebuild the Meridian site';
const EVENTS = [
  'entry.publish',
  'entry.unpublish',
  'entry.update',
  'entry.delete',
  'media.update',
  'media.delete',
  // An event's end (cms/src/schedules/event-ends.js): /events moves it to the archive.
  'schedule.rebuild',
];

/**
 * Points Strapi's webhook at the site's rebuild hook (SITE_REBUILD_HOOK_URL), with the shared
 * secret in a header. Without a URL, an existing hook is disabled. Idempotent.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function syncRebuildWebhook(strapi) {
  const url = process.env.SITE_REBUILD_HOOK_URL;
  const secret = process.env.SITE_REBUILD_HOOK_SECRET ?? '';
  const store = strapi.get('webhookStore');
  // Strapi validates a webhook's events against its allowed list: ours is added to it.
  store.addAllowedEvent('SCHEDULE_REBUILD', 'schedule.rebuild');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find(
    (/** @type {{ name: string, url?: string }} */ webhook) => webhook.name === WEBHOOK_NAME,
  );
  const desired = {
    name: WEBHOOK_NAME,
    url: url ?? existing?.url ?? 'http://127.0.0.1:9000/__rebuild',
    headers: { 'x-rebuild-secret': secret },
    events: EVENTS,
    isEnabled: Boolean(url && secret),
  };
  if (!existing) {
    const created = await store.createWebhook(desired);
    runner.add(created);
    return created;
  }
  const unchanged =
    existing.url === desired.url &&
    existing.isEnabled === desired.isEnabled &&
    JSON.stringify(existing.headers) === JSON.stringify(desired.headers) &&
    JSON.stringify([...existing.events].sort()) === JSON.stringify([...EVENTS].sort());
  if (unchanged) return existing;
  const updated = await store.updateWebhook(existing.id, desired);
  runner.update(updated);
  return updated;
}

module.exports = { syncRebuildWebhook, WEBHOOK_NAME, EVENTS };
