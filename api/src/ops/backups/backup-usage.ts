/** The backup commands' lines of `npm run admin -- help` (the commands run in backup-cli.ts). */
export const BACKUP_USAGE = `  backup             --to <file>
                     one file: a consistent dump of the site's database (while it runs too) and a
                     manifest (schema, row counts, key ids; never the keys)
  restore            <file> [--accept-unsealed]
                     into an empty DATA_DIR or an empty DATABASE_URL database; refuses, writing
                     nothing, a changed manifest (exit 3) or dump (exit 4), other data keys
                     (exit 5), a newer schema; an older backup without a seal only with
                     --accept-unsealed (else exit 6)`;
