// The files of a CMS backup (cms-backup.mjs): checksums, the uploads folder's summary, a private
// folder and file for the archive, and the system's tar writing into it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, lastLines } from './cms-storage.mjs';

/** @param {string} file */
export const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * Files and bytes under a folder; refuses anything but folders and regular files.
 * @param {string} dir
 */
export function folderSummary(dir) {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isSymbolicLink() || (!entry.isFile() && !entry.isDirectory())) {
      throw new BackupError(`${full} is not a regular file: uploads hold files and folders only`);
    }
    if (entry.isFile()) {
      files += 1;
      bytes += fs.statSync(full).size;
    }
  }
  return { files, bytes };
}

/**
 * The backups folder, readable by its owner only (the archives hold password hashes, reset tokens
 * and the webhook's and OAuth clients' secrets). mkdir's mode is filtered by the umask and leaves
 * an existing folder as it was: chmod sets it either way.
 * @param {string} dir
 */
export function privateFolder(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * Creates `file` with mode 0600 before a byte is written into it (`wx`: never through an existing
 * file or link), then lets `write` fill it through its descriptor. A failed write removes it.
 * @param {string} file
 * @param {(fd: number) => Promise<void>} write
 */
export async function writePrivately(file, write) {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    // open's mode is filtered by the umask too; fchmod is not.
    fs.fchmodSync(fd, 0o600);
    await write(fd);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The system's tar with its output (`-f -`) going to an open file.
 * @param {string[]} args
 * @param {number} fd
 * @returns {Promise<void>}
 */
export function runTar(args, fd) {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', args, { stdio: ['ignore', fd, 'pipe'] });
    /** @type {Buffer[]} */
    const stderr = [];
    // stdio[2] is 'pipe': stderr exists.
    tar.stderr?.on('data', (chunk) => stderr.push(chunk));
    tar.on('error', (error) => reject(new BackupError(`tar could not be run: ${error.message}`)));
    tar.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`tar failed: ${lastLines(Buffer.concat(stderr).toString())}`));
    });
  });
}
