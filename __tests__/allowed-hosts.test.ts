import {
  ALLOWED_EXTERNAL_HOSTS,
  effectiveHosts,
  hostEntryProblem,
  parseHostList,
} from '@meridian/shared/allowed-hosts';
import { classifyLink } from '@meridian/shared/link-rules';

// The one rule for an allowed-host entry (packages/shared/src/allowed-hosts.ts): the developer
// list and the admins' setting (CMS, Settings → Allowed hosts) both follow it.
describe('the allowed-host rule', () => {
  it('holds every entry of the developer list', () => {
    expect(ALLOWED_EXTERNAL_HOSTS.filter((entry) => hostEntryProblem(entry) !== null)).toEqual([]);
  });

  it('takes a hostname or *. and a domain, and says why it refuses anything else', () => {
    expect(hostEntryProblem('www.new-project.io')).toBeNull();
    expect(hostEntryProblem('*.new-project.io')).toBeNull();
    expect(hostEntryProblem('xn--bcher-kva.example')).toBeNull();
    expect(hostEntryProblem('https://www.new-project.io')).toBe('scheme');
    expect(hostEntryProblem('www.new-project.io/about')).toBe('path');
    expect(hostEntryProblem('www.new-project.io:8443')).toBe('port');
    expect(hostEntryProblem('192.168.1.10')).toBe('ip');
    expect(hostEntryProblem('WWW.New-Project.io')).toBe('uppercase');
    expect(hostEntryProblem('bücher.example')).toBe('unicode');
    expect(hostEntryProblem('*.com')).toBe('wildcard');
    expect(hostEntryProblem('www.*.io')).toBe('wildcard');
    expect(hostEntryProblem('localhost')).toBe('single-label');
    expect(hostEntryProblem('-bad-.io')).toBe('syntax');
    expect(hostEntryProblem('new project.io')).toBe('syntax');
  });

  it('reads a setting one host a line, naming each bad line by its number', () => {
    expect(
      parseHostList('www.new-project.io\n\n  docs.new-project.io \nhttps://x.io\nwww.new-project.io'),
    ).toEqual({
      hosts: ['www.new-project.io', 'docs.new-project.io'],
      problems: [{ line: 4, text: 'https://x.io', problem: 'scheme' }],
    });
    expect(parseHostList(null)).toEqual({ hosts: [], problems: [] });
  });

  it('merges the setting after the developer list, which always stays', () => {
    expect(effectiveHosts([])).toBe(ALLOWED_EXTERNAL_HOSTS);
    const merged = effectiveHosts(['lu.ma', 'www.new-project.io', 'bad host', 'www.new-project.io']);
    expect(merged).toEqual([...ALLOWED_EXTERNAL_HOSTS, 'www.new-project.io']);
    const site = 'https://meridian.network';
    expect(classifyLink('https://www.new-project.io/', ALLOWED_EXTERNAL_HOSTS, site).kind).toBe('refused');
    expect(classifyLink('https://www.new-project.io/', merged, site).kind).toBe('external');
  });
});
