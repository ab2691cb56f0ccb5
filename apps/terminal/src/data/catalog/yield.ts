/**
 * Gives the main thread back between chunks of work, so no single task runs long (issue 5 acceptance: no
 * main-thread task over 50 ms while 50,000 products are downloaded or loaded). A macrotask, not a microtask:
 * only a macrotask lets input, paint and other tasks run in between.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
