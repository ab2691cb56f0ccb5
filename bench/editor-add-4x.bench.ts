// Issue 13: bench/editor-add.bench.ts at a 4x CPU slowdown (Chromium Emulation.setCPUThrottlingRate 4,
// bench/lib/cpu-slowdown.ts).
// Budget at 4x: the app's part p95 <= 16.7 ms (as at 1x); the control page is slowed too.
process.env.BENCH_CPU_SLOWDOWN = '4';
await import('./editor-add.bench.ts'); // after the line above: a static import would run first

export {}; // a module, for the top-level await
