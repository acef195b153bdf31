// The dev outbox answers from files and from who asks (their address, their staff session), never from tagged data:
// a render that reads it must not look public to the page cache (server/page-cache.ts keeps a page only when
// nothing marked its request), or the next visitor, one the page refuses, would be answered the kept copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { mayReadOutbox } from "@/lib/server/mail/outbox-access";
import { runInContext, type RequestContext } from "@/lib/server/http/request-context";
import { listOutbox } from "@/lib/server/mail/outbox";
import { suiteProcessEnv } from "../helpers/suite-env";

const dataDir = mkdtempSync(path.join(tmpdir(), "store-outbox-cache-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the dev outbox and the page cache", () => {
  suiteProcessEnv({ DATA_DIR: dataDir, STORE_MODE: "demo" });

  it("marks the request that lists the outbox as not for the page cache", async () => {
    const context: RequestContext = { requestId: "outbox-list" };
    await runInContext(context, () => listOutbox());
    expect(context.hasUntaggedRead).toBe(true);
  });

  it("marks the request that checks who may read it as not for the page cache", async () => {
    const context: RequestContext = { requestId: "outbox-access" };
    const visitor = {
      peerAddress: "127.0.0.1",
      isForwarded: false,
      accessToken: undefined,
      staffVerified: undefined,
    };
    expect(await runInContext(context, () => mayReadOutbox(visitor))).toBe(true);
    expect(context.hasUntaggedRead).toBe(true);
  });
});
