// A reader of our stdout or stderr that goes away (a closed pipe: the log shipper or `| head` that read it exited)
// must not take the process with it. An unhandled 'error' of process.stderr is an uncaught exception, which Next.js
// answers with console.error on the same closed stream: another error, forever, at 100 % of a core (seen on web
// instances and a worker whose parent had died). The stream errors are dropped; pino already stops writing to a
// closed destination on its own, and requests go on being served.
export function tolerateClosedStdio(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
}
