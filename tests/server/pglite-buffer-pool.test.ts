// A throw-away PGlite (memory://, every test file's database) opens with a 16 MB buffer pool, also when started from
// a dump: PGlite zeroes the pool on each open, and the default 128 MB was most of an open's CPU
// (lib/server/db/client.ts). A DATA_DIR keeps PostgreSQL's default.
import { rmSync } from "node:fs";
import { openDatabase } from "@/lib/server/db/client";
import { newDataDir } from "../helpers/new-data-dir";

const sharedBuffers = async (handle: Awaited<ReturnType<typeof openDatabase>>) =>
  (await handle.exec("show shared_buffers")).rows[0]?.shared_buffers;

test("memory://, new and from a dump, has 16 MB of shared buffers", async () => {
  const fresh = await openDatabase("memory://");
  expect(await sharedBuffers(fresh)).toBe("16MB");
  const image = await fresh.dump!();
  await fresh.close();
  const restored = await openDatabase("memory://", undefined, image);
  try {
    expect(await sharedBuffers(restored)).toBe("16MB");
  } finally {
    await restored.close();
  }
});

test("a DATA_DIR keeps PostgreSQL's 128 MB", async () => {
  const dir = await newDataDir("buffer-pool");
  try {
    const handle = await openDatabase(undefined, dir);
    try {
      expect(await sharedBuffers(handle)).toBe("128MB");
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
