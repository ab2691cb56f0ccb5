// Issue 13: bench/editor-search.bench.ts at a 4x CPU slowdown (Chromium Emulation.setCPUThrottlingRate 4,
// bench/lib/cpu-slowdown.ts).
// Budget at 4x: keystroke to results painted p95 <= 33 ms.
process.env.BENCH_CPU_SLOWDOWN = '4';
await import('./editor-search.bench.ts'); // after the line above: a static import would run first

export {}; // a module, for the top-level await
