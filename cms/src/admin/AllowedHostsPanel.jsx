import { Box, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { ALLOWED_EXTERNAL_HOSTS } from '@meridian/shared/allowed-hosts';
import { isAllowedHost } from '@meridian/shared/link-rules';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ALLOWED_HOSTS_MESSAGES } from './allowed-hosts-messages';

// Allowed hosts where editors act (docs/editors.md, "Allowed hosts"): beside a saved entry whose
// links go to a host not allowed yet, which (the site shows such an address as text) and who can
// allow it; beside the setting itself, the developer list that is always allowed.

/** The admins' setting (cms/src/link-setting/link-setting.js). */
const SETTING = 'api::link-setting.link-setting';
const SETTING_PATH = `/content-manager/single-types/${SETTING}`;

/** @typedef {keyof typeof ALLOWED_HOSTS_MESSAGES.en} MessageId */

function useMessage() {
  const { formatMessage } = useIntl();
  /** @param {MessageId} id @param {Record<string, string>} [values] */
  return (id, values) => formatMessage({ id, defaultMessage: ALLOWED_HOSTS_MESSAGES.en[id] }, values);
}

/**
 * The other sites' hosts a saved entry's text fields link to (addresses and markdown alike);
 * the CMS's own (its uploads) left out.
 * @param {Record<string, unknown> | undefined} document
 */
function linkedHosts(document) {
  const hosts = new Set();
  for (const value of Object.values(document ?? {})) {
    if (typeof value !== 'string') continue;
    for (const [url] of value.matchAll(/https?:\/\/[^\s)<>"'\]]+/gi)) {
      if (!URL.canParse(url)) continue;
      const { host } = new URL(url);
      if (host !== window.location.host) hosts.add(host.toLowerCase());
    }
  }
  return [...hosts].sort();
}

/**
 * The edit view's side panel (content-manager calls it like a hook, inside its render): null
 * when every link's host is allowed.
 * @param {{ model: string, document?: Record<string, unknown> }} props
 */
export function AllowedHostsPanel({ model, document }) {
  const message = useMessage();
  const { get } = useFetchClient();
  const getRef = React.useRef(get);
  getRef.current = get;
  const hosts = model === SETTING ? [] : linkedHosts(document);
  const key = hosts.join(' ');
  const [known, setKnown] = React.useState(
    /** @type {{ hosts: string[], canManage: boolean } | null} */ (null),
  );
  React.useEffect(() => {
    if (!key) return undefined;
    let stopped = false;
    getRef.current('/link-setting/hosts').then(
      ({ data }) => !stopped && setKnown(/** @type {{ hosts: string[], canManage: boolean }} */ (data)),
      () => undefined, // no notice rather than a wrong one
    );
    return () => {
      stopped = true;
    };
  }, [key, document?.updatedAt]);
  if (model === SETTING) {
    return {
      title: message('allowed-hosts.defaults'),
      content: (
        <Box width="100%">
          <Typography variant="pi" tag="p">
            {message('allowed-hosts.defaultsHelp')}
          </Typography>
          <ul aria-label={message('allowed-hosts.defaults')}>
            {ALLOWED_EXTERNAL_HOSTS.map((host) => (
              <li key={host}>
                <Typography variant="omega">{host}</Typography>
              </li>
            ))}
          </ul>
        </Box>
      ),
    };
  }
  const refused = known ? hosts.filter((host) => !isAllowedHost(host, known.hosts)) : [];
  if (!known || !refused.length) return null;
  return {
    title: message('allowed-hosts.title'),
    content: (
      <Box width="100%" aria-live="polite">
        {refused.map((host) => (
          <Typography key={host} tag="p" textColor="warning700">
            {message(known.canManage ? 'allowed-hosts.admin' : 'allowed-hosts.editor', { host })}
          </Typography>
        ))}
        {known.canManage && (
          <Link tag={RouterLink} to={SETTING_PATH}>
            {message('allowed-hosts.open')}
          </Link>
        )}
      </Box>
    ),
  };
}
