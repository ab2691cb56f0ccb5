// Issue 13: bench/order-paid-commit.bench.ts at a 4x CPU slowdown (Chromium Emulation.setCPUThrottlingRate 4,
// bench/lib/cpu-slowdown.ts).
// Budget at 4x: paid commit <= 3x the tapped raw put, both on the same slowed page.
process.env.BENCH_CPU_SLOWDOWN = '4';
await import('./order-paid-commit.bench.ts'); // after the line above: a static import would run first

export {}; // a module, for the top-level await
