// Reads one line from the terminal without showing it (a password): raw mode, so nothing the user types is
// echoed; backspace edits, Ctrl-C and Ctrl-D give up. The prompt goes to stderr, keeping stdout for results.
export function readHiddenLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Raw mode before the prompt: whatever is typed once the question shows is never echoed.
  stdin.setRawMode(true);
  process.stderr.write(prompt);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let line = "";
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new Error("cancelled"));
        if (char === "\u007f" || char === "\b") line = Array.from(line).slice(0, -1).join("");
        else if (char >= " ") line += char;
      }
    };
    stdin.on("data", onData);
  });
}
