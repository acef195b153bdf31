// A PostgreSQL cluster of a process test's own (scripts/lib/own-postgres.mjs), listed with the run while it exists,
// so that a run stopped from outside stops it too (tests/helpers/run-leftovers.mjs).
import { startOwnPostgres, type OwnPostgres } from "../../scripts/lib/own-postgres.mjs";
import { listPostgres } from "../helpers/run-leftovers.mjs";

export async function startListedPostgres(port: number): Promise<OwnPostgres> {
  const pg = await startOwnPostgres(port);
  const unlist = listPostgres(pg.dataDir);
  return {
    ...pg,
    drop: async () => {
      await pg.drop();
      unlist();
    },
  };
}
