/** Node has no localStorage: integration tests (node environment) give the terminal this in-memory one. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

export const storage: Storage = (globalThis as { localStorage?: Storage }).localStorage ?? new MemoryStorage();
(globalThis as { localStorage?: Storage }).localStorage = storage;
