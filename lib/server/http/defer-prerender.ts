// `next build` tries to prerender pages; one that reads the database must become dynamic instead of opening (and
// seeding) a database from the build process. The database client calls this before it opens.
export async function deferPrerenderInBuild(): Promise<void> {
  if (process.env.NEXT_PHASE !== "phase-production-build") return;
  const { connection } = await import("next/server");
  await connection();
}
