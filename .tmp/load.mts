const { loadOf, LOADS } = await import('/work/wt/bytes/scripts/size.ts');
const name = process.argv[2]!;
const l = LOADS[name]!;
for (const f of await loadOf(l.entries, l.follow)) console.log(String(f.gzip).padStart(7), f.file);
