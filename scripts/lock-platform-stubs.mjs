// The npm registry reachable here lacks some platform builds (e.g. msgpackr-extract for macOS
// and Windows), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock as out of sync. This adds a stub entry, with its os and cpu, for each optional
// platform package a locked package names but the lock lacks; npm ci skips them on Linux.
// Run it after every `npm install` (the `postinstall`-free way: `npm run lock:stubs`).
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openbsd',
  'sunos',
  'aix',
  'netbsd',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];
let added = 0;

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`;
    const nested = `${location}/node_modules/${name}`;
    if (lock.packages[hoisted] || lock.packages[nested]) continue;
    const os = OS.find((value) => name.includes(`-${value}`));
    const cpu = CPU.find((value) => new RegExp(`-${value}(-|$)`).test(name));
    if (!os || !cpu) continue;
    lock.packages[hoisted] = { version: version.replace(/^[\^~]/, ''), cpu: [cpu], optional: true, os: [os] };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: added ${added} platform stub(s)`);
