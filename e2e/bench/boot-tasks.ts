/**
 * Where a first visit's main-thread time goes: each long task of the page's load, with the JS run in
 * it by original source file (the V8 sampler recorded in a Chromium trace, mapped through the served
 * source maps). Prints figures; asserts nothing.
 *
 * Lighthouse's mobile TBT is the sum, over the tasks after the first paint, of (4 × the task's time
 * on this machine − 50 ms): a task counts once it is longer than 12.5 ms here. So this lists the
 * tasks of at least BOOT_MIN_MS (12.5 by default), each with its share of that sum, and the files
 * whose JS fills them. "(program)" is the browser's own work (style, layout, paint, parsing, the SVG
 * images' documents); "(garbage collector)" V8's. "cpu" is the main thread's own CPU time in the
 * task: on a busy machine a task lasts longer than it works (the thread waits for a core, decision
 * 0008), and Lighthouse counts the length.
 *
 * Usage (platform running): node bench/boot-tasks.ts [url]   (default: the /caracas store)
 * BOOT_RUNS=<n> (default 3) loads the page n times; the run with the median sum is printed.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { lanzarChromium, median } from './comun.ts';

const url = process.argv[2] ?? 'http://localhost:3000/caracas';
const minMs = Number(process.env.BOOT_MIN_MS ?? 12.5);
const runs = Math.max(1, Number(process.env.BOOT_RUNS ?? 3));
/** Lighthouse's simulated mobile CPU: 4× this machine. */
const CPU_FACTOR = 4;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { startTime?: number } };
};
type CallFrame = { url: string; functionName: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };

async function traceFirstVisit(): Promise<TraceEvent[]> {
  const browser = await lanzarChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    // The remotes, the store's data and the images arrive after `load`.
    await page.waitForTimeout(5000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return trace.traceEvents;
  } finally {
    await browser.close();
  }
}

/** Source maps by script URL (fetched once; null when the script has none). */
const sourceMaps = new Map<string, Promise<TraceMap | null>>();
function sourceMapOf(scriptUrl: string): Promise<TraceMap | null> {
  let map = sourceMaps.get(scriptUrl);
  if (!map) {
    map = fetch(`${scriptUrl}.map`)
      .then((response) => (response.ok ? response.text() : null))
      .then((text) => (text ? new TraceMap(text) : null))
      .catch(() => null);
    sourceMaps.set(scriptUrl, map);
  }
  return map;
}

/** A sampled frame's file: its original source (package name for dependencies), else its script. */
async function sourceOf(frame: CallFrame): Promise<string> {
  if (!frame.url) return `(${frame.functionName || 'program'})`;
  const map = await sourceMapOf(frame.url);
  const position =
    map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  return position.source
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^webpack:\/\/[^/]*\//, '');
}

type Sample = { ts: number; frame: CallFrame };

/** The renderer's V8 samples, in trace time: a Profile event, then its ProfileChunks. */
function samplesOf(events: TraceEvent[]): { samples: Sample[]; thread: string } {
  const profiles = new Map<
    string,
    { last: number; nodes: Map<number, ProfileNode>; samples: Sample[]; thread: string }
  >();
  for (const event of events) {
    if (event.name === 'Profile' && event.args?.data?.startTime !== undefined) {
      profiles.set(`${event.pid}:${event.id}`, {
        last: event.args.data.startTime,
        nodes: new Map(),
        samples: [],
        thread: `${event.pid}:${event.tid}`,
      });
    }
  }
  for (const event of events.filter((e) => e.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    const profile = profiles.get(`${event.pid}:${event.id}`);
    const data = event.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      profile.last += data.timeDeltas?.[i] ?? 0;
      const frame = profile.nodes.get(id)?.callFrame;
      if (frame) profile.samples.push({ ts: profile.last, frame });
    });
  }
  // The page's renderer is the profile with the most samples.
  const page = [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!page) throw new Error('the trace has no V8 samples');
  return { samples: page.samples, thread: page.thread };
}

type Task = {
  start: number;
  duration: number;
  cpu: number;
  blocking: number;
  sources: [string, number][];
};

async function longTasks(events: TraceEvent[]): Promise<{ tasks: Task[]; blocking: number; fcp: number }> {
  const { samples, thread } = samplesOf(events);
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? navigation;
  const runTasks = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let blocking = 0;
  for (const task of runTasks) {
    const end = task.ts + (task.dur ?? 0);
    const bySource = new Map<string, number>();
    for (let i = 0; i < samples.length; i++) {
      const sample = samples[i] as Sample;
      if (sample.ts < task.ts || sample.ts >= end || sample.frame.functionName === '(idle)') continue;
      const next = samples[i + 1]?.ts ?? sample.ts;
      const source = await sourceOf(sample.frame);
      bySource.set(source, (bySource.get(source) ?? 0) + (Math.min(next, end) - sample.ts) / 1000);
    }
    const duration = (task.dur ?? 0) / 1000;
    const taskBlocking = task.ts >= fcp ? Math.max(0, duration * CPU_FACTOR - 50) : 0;
    blocking += taskBlocking;
    tasks.push({
      start: (task.ts - navigation) / 1000,
      duration,
      cpu: (task.tdur ?? 0) / 1000,
      blocking: taskBlocking,
      sources: [...bySource].sort((a, b) => b[1] - a[1]),
    });
  }
  return { tasks, blocking, fcp: (fcp - navigation) / 1000 };
}

const results = [];
for (let run = 0; run < runs; run++) results.push(await longTasks(await traceFirstVisit()));
const sums = results.map((result) => result.blocking);
const chosen = results.find((result) => result.blocking === median(sums)) ?? results[0];
if (!chosen) throw new Error('no run');

console.log(`Main-thread long tasks of a first visit: ${url}`);
console.log(
  `  ×${CPU_FACTOR} blocking after the first paint (Lighthouse's TBT, estimated): ${sums.map((s) => s.toFixed(0)).join(', ')} ms; the median run:`,
);
console.log(`  first paint at ${chosen.fcp.toFixed(0)} ms; tasks of ${minMs} ms or more:`);
console.log('     start   length     cpu  ×4 blocking  where the time went (ms)');
for (const task of chosen.tasks) {
  const sources = task.sources
    .filter(([, time]) => time >= 1)
    .slice(0, 5)
    .map(([source, time]) => `${source.slice(-48)} ${time.toFixed(0)}`)
    .join(', ');
  console.log(
    `  ${task.start.toFixed(0).padStart(6)} ms ${task.duration.toFixed(0).padStart(5)} ms ${task.cpu.toFixed(0).padStart(4)} ms ${task.blocking.toFixed(0).padStart(9)} ms  ${sources}`,
  );
}
const totals = new Map<string, number>();
for (const task of chosen.tasks)
  for (const [source, time] of task.sources) totals.set(source, (totals.get(source) ?? 0) + time);
console.log('  in all those tasks, by file:');
for (const [source, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`    ${time.toFixed(0).padStart(5)} ms  ${source}`);
