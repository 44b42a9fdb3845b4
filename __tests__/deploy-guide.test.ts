/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { signVisitor, VISITOR_HEADER } from '@meridian/shared/visitor-address';
import { MEDIA_CSP, mediaKind } from '@meridian/shared/media-types';

// docs/deploy.md tells operators which variables to set: a name the code does not read would be
// set and silently ignored. And the guide and deploy/nginx.conf must describe the same setup.
const ROOT = path.resolve(__dirname, '..');
const guide = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');
const nginx = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');

const CODE_DIRS = ['cms/config', 'cms/src', 'scripts', 'server', 'src', 'plugins'];
const CODE_FILE = /\.(m?js|jsx|ts|tsx)$/;

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // What the build writes (server/compiled) is not source.
    if (entry.isDirectory()) return ['node_modules', 'compiled'].includes(entry.name) ? [] : codeFiles(full);
    return CODE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts')
      ? [full]
      : [];
  });
}

const code = [
  ...CODE_DIRS.flatMap((dir) => codeFiles(path.join(ROOT, dir))),
  ...fs
    .readdirSync(ROOT)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => path.join(ROOT, name)),
]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

/** Environment variable names the guide mentions: upper case with at least one underscore. */
const guideVariables = [
  ...new Set([...guide.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)].map((m) => m[0])),
];

describe('docs/deploy.md', () => {
  it('names variables, and the guide names the ones a production deploy needs', () => {
    expect(guideVariables.length).toBeGreaterThan(40);
    for (const name of ['DATABASE_URL', 'UPLOAD_PROVIDER', 'CMS_MEDIA_URLS', 'CMS_TRUST_PROXY', 'APP_KEYS'])
      expect(guideVariables).toContain(name);
  });

  it.each(guideVariables)('names %s, which the code reads', (name) => {
    expect(code).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('describes the nginx setup deploy/nginx.conf has', () => {
    // Promotion: the root and the header maps switch together at reload.
    expect(nginx).toContain('include /srv/meridian/live/_nginx-csp.map;');
    expect(nginx).toContain('include /srv/meridian/live-root.map;');
    expect(guide).toContain('/srv/meridian/live-root.map');
    expect(guide).toContain('/srv/meridian/builds/');
    // The CMS behind the load balancer: one trusted hop, balanced by client address.
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).toContain('hash $remote_addr consistent;');
    expect(guide).toContain('hash $remote_addr consistent');
    // nginx closes idle upstream connections before the CMS does (65 s, cms/config/server.js).
    const upstreamIdle = Number(/keepalive_timeout (\d+)s;/.exec(nginx)?.[1]);
    const server = fs.readFileSync(path.join(ROOT, 'cms', 'config', 'server.js'), 'utf8');
    const cmsIdle = Number(/keepAliveTimeout: ([\d_]+)/.exec(server)?.[1].replace(/_/g, '')) / 1000;
    expect(upstreamIdle).toBeLessThan(cmsIdle);
  });

  it("caps a visitor's open sockets on /graphql, at the CMS's own cap per address", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SOCKET_LIMITS } = require(path.join(ROOT, 'cms', 'src', 'community', 'socket-limits.js'));
    const zone = /limit_conn_zone (\$\w+) zone=(\w+):/.exec(nginx);
    expect(zone).not.toBeNull();
    // The zone counts upgrade requests only, by the visitor's address.
    expect(nginx).toMatch(
      new RegExp(`map \\$http_upgrade \\${zone?.[1]} \\{\\s*"" "";\\s*default \\$binary_remote_addr;`),
    );
    const graphql = /location = \/graphql \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(graphql).toContain(`limit_conn ${zone?.[2]} ${SOCKET_LIMITS.maxConnectionsPerAddress};`);
    expect(graphql).toContain('proxy_pass http://meridian_cms;');
    expect(nginx).toContain('limit_conn_status 429;');
    expect(guide).toContain('limit_conn');
  });

  it("serves the site's /cms-media/ copies with the build's media headers (sandboxed, SVG a download), as the server does", () => {
    const site = nginx.slice(0, nginx.indexOf('server_name cms.meridian.example;'));
    // The build's maps give each copy the media CSP and, for a download, its disposition
    // (__tests__/headers-file.test.ts compares them with the server's answers).
    expect(site).toMatch(
      /map \$uri \$site_disposition \{\s*default "";\s*include \/srv\/meridian\/live\/_nginx-disposition\.map;\s*\}/,
    );
    expect(site).toMatch(
      /map \$uri \$site_csp \{\s*default "";\s*include \/srv\/meridian\/live\/_nginx-csp\.map;/,
    );
    // Sent on every response of the site's host, by the server block: a location of its own with
    // an add_header would drop them (and the security headers) for the files below it.
    expect(site).toContain('add_header Content-Disposition $site_disposition always;');
    expect(site).toContain('add_header Content-Security-Policy $site_csp_sent always;');
    expect(site).toContain('add_header X-Content-Type-Options "nosniff" always;');
    const locations = [...site.matchAll(/location ([^{]*)\{([^{}]*)\}/g)];
    expect(locations.length).toBeGreaterThan(3);
    for (const [, , body] of locations) expect(body).not.toContain('add_header');
  });

  it('serves /uploads on the CMS host sandboxed, nosniff, and as downloads unless they are images, video or PDF', () => {
    const uploads = /location \^~ \/uploads\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(uploads).toContain(`add_header Content-Security-Policy "${MEDIA_CSP}" always;`);
    expect(uploads).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(uploads).toContain('add_header Cross-Origin-Resource-Policy "cross-origin" always;');
    expect(uploads).toContain('add_header Content-Disposition $meridian_upload_disposition always;');
    // The CMS's own values are replaced, never doubled.
    for (const header of ['Content-Security-Policy', 'X-Content-Type-Options', 'Content-Disposition']) {
      expect(uploads).toContain(`proxy_hide_header ${header};`);
    }
    expect(uploads).toContain('proxy_pass http://meridian_cms;');
    // nginx's map gives the same answer as the CMS's rule (first matching regex, else default).
    const map =
      /map \$upstream_http_content_type \$meridian_upload_disposition \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const fallback = /default (\S+);/.exec(map)?.[1];
    const rules = [...map.matchAll(/"~\*([^"]+)" (attachment|"");/g)].map(([, source, value]) => ({
      pattern: new RegExp(source, 'i'),
      value: value === '""' ? '' : value,
    }));
    expect(rules.length).toBeGreaterThan(0);
    const disposition = (type: string) => rules.find(({ pattern }) => pattern.test(type))?.value ?? fallback;
    for (const type of [
      'image/png',
      'image/webp',
      'IMAGE/JPEG; charset=binary',
      'video/mp4',
      'application/pdf',
      'image/svg+xml',
      'image/svg+xml; charset=utf-8',
      'text/html; charset=utf-8',
      'application/javascript',
      'text/javascript',
      'application/xhtml+xml',
      'image/x+xml',
      'text/plain',
      'application/octet-stream',
      'application/pdfx',
      '',
    ]) {
      const kind = mediaKind(type);
      expect([type, disposition(type)]).toEqual([type, kind && !kind.attachment ? '' : 'attachment']);
    }
  });

  it("counts a form the site server relays as its visitor's in the POST limits, other POSTs by address (issue 38)", () => {
    const map = new RegExp(
      `map \\$http_${VISITOR_HEADER.replace(/-/g, '_')} \\$(\\w+) \\{\\s*"~([^"]+)" \\$(\\w+);\\s*default \\$binary_remote_addr;`,
    ).exec(nginx);
    expect(map).not.toBeNull();
    const [, key, pattern, capture] = map!;
    // nginx's regex, as JavaScript reads the same syntax, takes the address from the relay's header.
    for (const address of ['198.51.100.7', '2001:db8::1']) {
      const header = signVisitor({ address, secret: 'x'.repeat(32) });
      expect(new RegExp(pattern).exec(header ?? '')?.groups?.[capture]).toBe(address);
    }
    expect(nginx).toMatch(new RegExp(`map \\$request_method \\$meridian_post_client \\{\\s*POST \\$${key};`));
    for (const zone of ['meridian_forms', 'meridian_auth'])
      expect(nginx).toContain(`limit_req_zone $meridian_post_client zone=${zone}:`);
  });
});
