// Issue 13: bench/pin-reload.bench.ts at a 4x CPU slowdown (Chromium Emulation.setCPUThrottlingRate 4,
// bench/lib/cpu-slowdown.ts).
// Budget at 4x: reload to an interactive PIN screen <= +400 ms over the small store, both series slowed.
process.env.BENCH_CPU_SLOWDOWN = '4';
await import('./pin-reload.bench.ts'); // after the line above: a static import would run first

export {}; // a module, for the top-level await
