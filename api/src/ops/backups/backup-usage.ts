/** The backup commands' lines of `npm run admin -- help` (the commands run in backup-cli.ts). */
export const BACKUP_USAGE = `  backup             --to <file>
                     one file: a consistent dump of the site's database (while it runs too) and a
                     manifest (schema, row counts, key ids; never the keys)
  restore            <file>
                     into an empty DATA_DIR or an empty DATABASE_URL database; refuses a newer
                     schema or keys that do not open the backup, writing nothing`;
