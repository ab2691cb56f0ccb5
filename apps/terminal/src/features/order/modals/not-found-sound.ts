/**
 * seed 001 §5: "the not-found sound plays". A short low double beep made with WebAudio (no audio file to ship or
 * cache). Does nothing where WebAudio is missing (jsdom, old browsers) or the page may not play sound yet.
 */
export function playNotFoundSound(): void {
  const AudioContextClass = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (AudioContextClass === undefined) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = 0.15;
    gain.connect(context.destination);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 440],
      [0.18, 330],
    ] as const) {
      const oscillator = context.createOscillator();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.14);
    }
    setTimeout(() => void context.close().catch(() => undefined), 600);
  } catch {
    // A sound is a hint only; never let it break the search.
  }
}
