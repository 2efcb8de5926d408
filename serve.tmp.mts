import { startDemoServer } from '/work/main/demo/start.ts';
const demo = await startDemoServer({ port: 8111, hooks: { onErrorReport: (line) => console.log(line) } });
console.log('serving', demo.url);
