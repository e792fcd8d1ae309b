/**
 * What the getting-started sample's first Run fetches of the host's scripts: the host bundled
 * alone (plugins/web-host/bundle.ts `buildHost`) into a temporary folder, then, from esbuild's
 * metafile, host.js, the app chunk, Filament's glue and the sample's chunk, each with its static
 * imports, each gzip -6. `npx tsx tools/bench/host-first-run.ts [sample]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildHost } from '../../plugins/web-host/bundle';

type Outputs = Record<
  string,
  {
    entryPoint?: string;
    imports: { path: string; kind: string }[];
    inputs: Record<string, { bytesInOutput: number }>;
  }
>;

function staticClosure(outputs: Outputs, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !outputs[file]) continue;
    seen.add(file);
    for (const { path: next, kind } of outputs[file].imports)
      if (kind === 'import-statement') stack.push(next);
  }
  return seen;
}

async function main(): Promise<void> {
  const sample = process.argv[2] ?? 'getting-started';
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-first-run-'));
  const result = await buildHost(process.cwd(), path.join(outDir, 'web-host'));
  const outputs = result.metafile.outputs as unknown as Outputs;
  const entry = (test: (entryPoint: string) => boolean) =>
    Object.keys(outputs).filter(
      (file) => file.endsWith('.js') && test(outputs[file].entryPoint ?? ''),
    );
  const roots = [
    ...entry((e) => /src[\\/]index\.ts$/.test(e)),
    ...entry((e) => /src[\\/]app\.tsx$/.test(e)),
    ...entry((e) => /filament[\\/]filament\.js$/.test(e)),
    ...entry((e) => e === `web-host-sample:web-host-sample:${sample}` || e.endsWith(`:${sample}`)),
  ];
  const files = [...staticClosure(outputs, roots)].sort();
  let total = 0;
  for (const file of files) {
    const bytes = zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
    total += bytes;
    if (process.env.VERBOSE) console.log(bytes, file);
    if (process.env.DUMP)
      fs.appendFileSync(
        process.env.DUMP,
        `${bytes} ${path.basename(file)}\n${Object.keys(outputs[file].inputs)
          .map((i) => `  ${i}\n`)
          .join('')}`,
      );
  }
  console.log(`roots ${roots.length}, scripts ${files.length}, gzip -6 bytes ${total}`);
}

void main();
