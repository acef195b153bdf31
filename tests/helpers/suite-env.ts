// One environment (a database, its catalogue...) per describe block: started before the block's first test and
// closed after its last, so each suite states only which environment it needs.
import { resetConfigForTests } from "@/lib/server/config";

/**
 * Registers the block's beforeAll (start) and afterAll (close) and answers the environment. The object is empty
 * until the block's tests start (the fields are copied in then), so read it inside tests, hooks and helpers they
 * call, never while the block is being collected.
 */
export function suiteEnv<T extends { close: () => Promise<void> }>(start: () => Promise<T>): T {
  const env = {} as T;
  beforeAll(async () => {
    Object.assign(env, await start());
  });
  afterAll(() => env.close());
  return env;
}

/** Sets `vars` in process.env for the enclosing describe block (the configuration reread), removed after it. */
export function suiteProcessEnv(vars: Record<string, string>) {
  beforeAll(() => {
    Object.assign(process.env, vars);
    resetConfigForTests();
  });
  afterAll(() => {
    for (const key of Object.keys(vars)) delete process.env[key];
    resetConfigForTests();
  });
}
