import type { Database } from 'better-sqlite3';

/** A flavor of the emulated Nova. */
export interface FlavorRecord {
  /** Nova's flavorid (a string: `std.2c4g`). */
  id: string;
  name: string;
  vcpus: number;
  ramMb: number;
  diskGb: number;
  /** Shown from microversion 2.55. */
  description: string | null;
  isPublic: boolean;
}

/** Data access of the compute emulator's flavors. */
export interface FlavorsStore {
  /** Every public flavor, ordered by id (Nova's default `sort_key=flavorid`, `asc`). */
  listPublic(): FlavorRecord[];
  /** A flavor by id (public or not: Nova finds a private flavor by id too). */
  find(id: string): FlavorRecord | undefined;
  /** Inserts the flavor unless its id exists (seed: edits survive restarts). */
  insertMissing(flavor: FlavorRecord): void;
}

interface FlavorRow {
  id: string;
  name: string;
  vcpus: number;
  ram_mb: number;
  disk_gb: number;
  description: string | null;
  is_public: number;
}

function flavorFromRow(row: FlavorRow): FlavorRecord {
  return {
    id: row.id,
    name: row.name,
    vcpus: row.vcpus,
    ramMb: row.ram_mb,
    diskGb: row.disk_gb,
    description: row.description,
    isPublic: row.is_public === 1,
  };
}

/**
 * Creates the flavors store over an open database (compute migration 1).
 *
 * @example
 * flavorsStore(db).listPublic()[0]?.id; // 'bm.e2388g'
 */
export function flavorsStore(db: Database): FlavorsStore {
  const selectPublic = db.prepare<[], FlavorRow>(
    `SELECT id, name, vcpus, ram_mb, disk_gb, description, is_public
       FROM compute_flavors WHERE is_public = 1 ORDER BY id`,
  );
  const selectOne = db.prepare<[string], FlavorRow>(
    `SELECT id, name, vcpus, ram_mb, disk_gb, description, is_public
       FROM compute_flavors WHERE id = ?`,
  );
  const insert = db.prepare<[FlavorRow]>(
    `INSERT OR IGNORE INTO compute_flavors (id, name, vcpus, ram_mb, disk_gb, description, is_public)
     VALUES (@id, @name, @vcpus, @ram_mb, @disk_gb, @description, @is_public)`,
  );
  return {
    listPublic() {
      return selectPublic.all().map(flavorFromRow);
    },
    find(id) {
      const row = selectOne.get(id);
      return row === undefined ? undefined : flavorFromRow(row);
    },
    insertMissing(flavor) {
      insert.run({
        id: flavor.id,
        name: flavor.name,
        vcpus: flavor.vcpus,
        ram_mb: flavor.ramMb,
        disk_gb: flavor.diskGb,
        description: flavor.description,
        is_public: flavor.isPublic ? 1 : 0,
      });
    },
  };
}
