/** `npm run size`: raw and gzip bytes of every file in dist/, largest gzip first, with totals. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function measure(file: string): Promise<FileSize> {
  const bytes = await readFile(file);
  return { file: path.relative(root, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function distSizes(dir = path.join(root, 'dist')): Promise<FileSize[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(measure));
  return sizes.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}

const bytes = (n: number): string => n.toLocaleString('en-US');

function table(sizes: readonly FileSize[]): string {
  const total = (label: string, subset: readonly FileSize[]) => [
    `${label} (${subset.length} files)`,
    bytes(subset.reduce((sum, size) => sum + size.raw, 0)),
    bytes(subset.reduce((sum, size) => sum + size.gzip, 0)),
  ];
  const totals = [total('total .js', sizes.filter((size) => size.file.endsWith('.js'))), total('total', sizes)];
  const rows = [
    ['file', 'raw bytes', 'gzip bytes'],
    ...sizes.map((size) => [size.file, bytes(size.raw), bytes(size.gzip)]),
    ...totals,
  ];
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  const line = (row: string[]) =>
    `${row[0]?.padEnd(width(0))}  ${row[1]?.padStart(width(1))}  ${row[2]?.padStart(width(2))}`;
  const rule = '-'.repeat(width(0) + width(1) + width(2) + 4);
  return [line(rows[0] ?? []), rule, ...rows.slice(1, -2).map(line), rule, ...rows.slice(-2).map(line)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = await distSizes().catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    console.error('No dist/ yet: run `npm run build` first.');
    process.exit(1);
  });
  console.log(table(sizes));
}
