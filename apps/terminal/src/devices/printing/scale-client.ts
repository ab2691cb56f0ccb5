/**
 * Reads the scale through the print helper (seed 001 §7.8, docs/print-helper.md `{type: 'weight'}`): the weight in lb
 * to 3 decimals as a quantity, or which 'Scales error' the terminal shows (seed 001 §8, docs/decisions.md §62).
 */
import { SCALE_ERROR, type ScaleErrorKind } from '@opentill/contracts';
import { thousandthsFromDecimal, type Thousandths } from '@opentill/domain';
import { printHelperSend, printRequestId } from './print-helper-client.ts';
import { printDeps } from './print-job.ts';
import { printingConfig } from './printer-config.ts';

export type WeightResult = { ok: true; weight: Thousandths } | { ok: false; error: ScaleErrorKind };

/** The kind of a helper's 'Scales error' detail; anything else (a helper that cannot open the port) is 'connect'. */
function errorKind(detail: string | undefined): ScaleErrorKind {
  const found = (Object.keys(SCALE_ERROR) as ScaleErrorKind[]).find((kind) => SCALE_ERROR[kind] === detail);
  return found ?? 'connect';
}

/** Whether this terminal has a scale (the quantity modal shows Get Weight then). */
export function terminalHasScale(): boolean {
  return printingConfig().scale !== null;
}

/** One weight reading. */
export async function scaleWeight(): Promise<WeightResult> {
  const config = printingConfig();
  if (!config.helperUrl || !config.scale) return { ok: false, error: 'connect' };
  try {
    const answer = await printHelperSend(
      config.helperUrl,
      { id: printRequestId(), type: 'weight', port: config.scale.port, framing: config.scale.framing },
      printDeps(),
    );
    if (!answer.ok) return { ok: false, error: errorKind(answer.detail) };
    if (answer.weight === undefined || !/^\d+\.\d{3}$/.test(answer.weight)) return { ok: false, error: 'unit' };
    return { ok: true, weight: thousandthsFromDecimal(answer.weight) };
  } catch {
    return { ok: false, error: 'connect' };
  }
}
