import { text } from "node:stream/consumers";

/**
 * The password, one line from standard input: piped in (`--password-stdin < file`, or from a
 * secret manager) or typed at a terminal, where it is not echoed.
 */
export async function readPasswordLine(): Promise<string> {
  if (process.stdin.isTTY) return typeHidden("Password: ");
  const [line = ""] = (await text(process.stdin)).split(/\r?\n/);
  return line;
}

function typeHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  let typed = "";
  return new Promise((resolve, reject) => {
    const finish = () => {
      stdin.off("data", onKeys);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
    };
    const onKeys = (keys: string) => {
      for (const key of keys) {
        if (key === "\r" || key === "\n") {
          finish();
          return resolve(typed);
        }
        if (key === "\u0003" || key === "\u0004") {
          finish();
          return reject(new Error("No password typed"));
        }
        typed = key === "\u007f" || key === "\b" ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on("data", onKeys).resume();
  });
}
