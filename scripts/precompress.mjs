// Writes .br and .gz beside every compressible file of the client build, so the server sends
// precompressed bytes instead of compressing on each request.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "build/client";
const compressible = /\.(html|js|css|svg|json|txt|xml|map|webmanifest)$/;

let count = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < 512) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files in ${root}`);
