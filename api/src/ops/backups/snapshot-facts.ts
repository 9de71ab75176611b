import { schemaVersionOf, type Query, type SchemaVersion } from './schema-version';
import { documentFilesNotMoved, tableCounts } from './table-counts';

/** What the manifest says about a dump, read in the very snapshot the dump is made of. */
export interface SnapshotFacts {
  serverVersion: string;
  schema: SchemaVersion;
  rowCounts: Record<string, number>;
  documentFilesNotMoved: number;
}

export async function snapshotFacts(query: Query): Promise<SnapshotFacts> {
  const [{ server_version: serverVersion }] = await query<{ server_version: string }>('show server_version');
  return {
    serverVersion,
    schema: await schemaVersionOf(query),
    rowCounts: await tableCounts(query),
    documentFilesNotMoved: await documentFilesNotMoved(query),
  };
}
