// `npm run cms:backup [-- --out DIR]` and `npm run cms:restore -- ARCHIVE [--force]`
// (scripts/db/cms-backup.mjs does the work; this file is its command line).
import { BackupError, backupCms, restoreCms } from './cms-backup.mjs';

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...args] = argv;
  /** @param {string} name */
  const option = (name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  if (command === 'backup') {
    const outDir = option('--out') ?? process.env.CMS_BACKUP_DIR ?? 'backups';
    const { archive, manifest } = await backupCms({ outDir });
    const uploads = manifest.uploads.included
      ? `${manifest.uploads.files} uploads`
      : 'uploads in object storage not included';
    console.log(`cms:backup: ${archive} (${manifest.engine}, Strapi ${manifest.strapiVersion}, ${uploads})`);
  } else if (command === 'restore') {
    const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
    if (unknown.length) throw new BackupError(`Unknown option ${unknown[0]} (only --force)`);
    const archive = args.find((arg) => !arg.startsWith('-'));
    const { manifest } = await restoreCms({ archive, force: args.includes('--force'), log: console.log });
    console.log(
      `cms:restore: ${archive} (${manifest.engine}, made ${manifest.createdAt}) restored; start the CMS on it`,
    );
  } else {
    throw new BackupError('Usage: run-cms-backup.mjs backup [--out DIR] | restore ARCHIVE [--force]');
  }
}

main(process.argv.slice(2)).catch((error) => {
  const command = process.argv[2] === 'restore' ? 'cms:restore' : 'cms:backup';
  console.error(`${command}: ${error instanceof BackupError ? error.message : error.stack}`);
  process.exit(1);
});
