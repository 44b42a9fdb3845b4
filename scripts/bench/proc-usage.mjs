// Memory and CPU of process trees, read from /proc (Linux only). Shared by the benchmarks
// (`bench:build`, `bench:publish`): the machine is shared, so each figure comes with the CPU
// that other processes used meanwhile.
import fs from 'node:fs';

export const hasProc = () => fs.existsSync('/proc/self/status');

/**
 * A `/proc/<pid>/status` field in bytes (VmRSS, VmHWM), 0 once the process is gone.
 * @param {number} pid
 * @param {string} field
 */
export function statusField(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      fs.readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0; // exited between the listing and the read
  }
}

/**
 * A process's command line, '' once it is gone.
 * @param {number} pid
 */
export function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** @typedef {Map<number, { ppid: number, ticks: number }>} ProcessTable */

/** Every live process: its parent and the CPU ticks it has used (user + system). */
export function processTable() {
  /** @type {ProcessTable} */
  const table = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // exited
    }
  }
  return table;
}

/**
 * Every process under `root`, root included.
 * @param {number} root
 * @param {ProcessTable} table
 */
export function treeOf(root, table) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  /** @type {number[]} */
  const tree = [];
  for (const queue = [root]; queue.length;) {
    const pid = /** @type {number} */ (queue.shift());
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** @param {number[]} pids */
export const rssOf = (pids) => pids.reduce((sum, pid) => sum + statusField(pid, 'VmRSS'), 0);

/** Busy and total CPU ticks of the whole machine (all cores), from /proc/stat. */
export function machineTicks() {
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}
