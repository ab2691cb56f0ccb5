/**
 * Money and quantities as integers (ARCHITECTURE.md "Money and numbers").
 *
 * Amounts are whole minor units ({@link Cents}); quantities and percents are thousandths
 * ({@link Thousandths}: 1.5 -> 1500, 8.875 % -> 8875). Entities keep decimal numbers on the wire
 * (2 decimals for amounts, 3 for quantities, seed 001 §5 "Amounts rounded to 2 decimals, quantities
 * to 3"); convert at the edge with the functions here. Decimal input is read through its text, so a
 * binary float such as 0.1 + 0.2 becomes 30 cents, never 30.000000000000004.
 *
 * One rounding rule: half away from zero (1.005 -> 1.01, -0.005 -> -0.01), done in integer math.
 */

declare const centsBrand: unique symbol;
declare const thousandthsBrand: unique symbol;

/** An amount in minor units (cents): always a safe integer. */
export type Cents = number & { readonly [centsBrand]: true };

/** A quantity or a percent in thousandths (1.5 -> 1500; 8.875 % -> 8875): always a safe integer. */
export type Thousandths = number & { readonly [thousandthsBrand]: true };

/** A decimal as it travels on the wire: a JSON number or its text. */
export type Decimal = number | string;

/** Thousandths in one whole unit (1.000). */
export const THOUSANDTHS_PER_UNIT = 1000;

/** Cents in one whole unit of currency. */
export const CENTS_PER_UNIT = 100;

function wholeNumber(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${String(value)}`);
  // -0 would print as "-0.00"; there is only one zero.
  return value === 0 ? 0 : value;
}

/** Brands a safe integer as cents; throws RangeError for fractions, NaN or unsafe integers. */
export function cents(value: number): Cents {
  return wholeNumber(value, 'Cents') as Cents;
}

/** Brands a safe integer as thousandths; throws RangeError for fractions, NaN or unsafe integers. */
export function thousandths(value: number): Thousandths {
  return wholeNumber(value, 'Thousandths') as Thousandths;
}

/** Integer division rounded half away from zero; `divisor` must be positive. */
export function divideRounded(dividend: number, divisor: number): number {
  if (!Number.isSafeInteger(dividend) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`divideRounded needs safe integers and a positive divisor`);
  }
  const remainder = dividend % divisor;
  const quotient = (dividend - remainder) / divisor;
  const away = 2 * Math.abs(remainder) >= divisor ? Math.sign(dividend) : 0;
  return quotient + away;
}

function bigDivideRounded(dividend: bigint, divisor: bigint): bigint {
  const negative = dividend < 0n;
  const magnitude = negative ? -dividend : dividend;
  let quotient = magnitude / divisor;
  if (2n * (magnitude % divisor) >= divisor) quotient += 1n;
  return negative ? -quotient : quotient;
}

function bigToSafe(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is out of the safe integer range`);
  }
  return Number(value);
}

/**
 * `a × b ÷ divisor` rounded half away from zero, exact for any safe integers (falls back to BigInt
 * when the product leaves the safe range).
 */
export function multiplyDivideRounded(a: number, b: number, divisor: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRounded(product, divisor);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b))
    throw new RangeError('multiplyDivideRounded needs safe integers');
  return bigToSafe(bigDivideRounded(BigInt(a) * BigInt(b), BigInt(divisor)), 'Result');
}

/**
 * `a × b ÷ divisor` rounded toward zero (truncated), exact for any safe integers. Used where a
 * rounding must never give back more than was taken (refund taxes, see order-totals.ts).
 */
export function multiplyDivideTruncated(a: number, b: number, divisor: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError('multiplyDivideTruncated needs safe integers and a positive divisor');
  }
  const product = a * b;
  if (Number.isSafeInteger(product)) return (product - (product % divisor)) / divisor;
  return bigToSafe((BigInt(a) * BigInt(b)) / BigInt(divisor), 'Result');
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// Stryker disable all: the fast path returns exactly what the text path below returns (that is its
// contract, checked by money.property.test.ts); its mutants are equivalent, only slower.
/**
 * Fast path: a wire number that already has at most log10(factor) decimals lands within a few ulps of
 * an integer once scaled (|value| < 1e9 keeps the ulp far below 1e-6); anything else returns NaN and
 * goes through its text.
 */
function scaledFast(input: number, factor: number): number {
  if (!(Math.abs(input) < 1e9)) return Number.NaN;
  const scaled = input * factor;
  const nearest = Math.round(scaled);
  if (Math.abs(scaled - nearest) < 1e-6) return nearest === 0 ? 0 : nearest;
  return Number.NaN;
}
// Stryker restore all

function decimalToScaled(input: Decimal, scale: number, what: string): number {
  if (typeof input === 'number' && !Number.isFinite(input)) throw new RangeError(`${what}: not a finite number`);
  const text = String(input).trim();
  const match = DECIMAL_TEXT.exec(text);
  const integerDigits = match?.[2] ?? '';
  const fractionDigits = match?.[3] ?? '';
  if (!match || integerDigits + fractionDigits === '') throw new RangeError(`${what}: not a decimal number: "${text}"`);
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  const digits = integerDigits + fractionDigits;
  // value × 10^scale = digits × 10^shift
  const shift = exponent - fractionDigits.length + scale;
  let scaled: bigint;
  if (shift >= 0) {
    if (shift > 40 && /[1-9]/.test(digits)) throw new RangeError(`${what}: out of range: "${text}"`);
    scaled = BigInt(digits) * 10n ** BigInt(Math.min(shift, 40));
  } else if (-shift > digits.length + 1) {
    scaled = 0n; // far below half a unit
  } else {
    scaled = bigDivideRounded(BigInt(digits), 10n ** BigInt(-shift));
  }
  return bigToSafe(match[1] === '-' ? -scaled : scaled, what);
}

/** Reads a wire amount (number or text) into cents, rounding half away from zero beyond 2 decimals. */
export function centsFromDecimal(value: Decimal): Cents {
  // Stryker disable all: fast path, equivalent to the text path
  if (typeof value === 'number') {
    const fast = scaledFast(value, 100);
    if (!Number.isNaN(fast)) return fast as Cents;
  }
  // Stryker restore all
  return decimalToScaled(value, 2, 'Amount') as Cents;
}

/** Reads a wire quantity or percent (number or text) into thousandths, rounding beyond 3 decimals. */
export function thousandthsFromDecimal(value: Decimal): Thousandths {
  // Stryker disable all: fast path, equivalent to the text path
  if (typeof value === 'number') {
    const fast = scaledFast(value, 1000);
    if (!Number.isNaN(fast)) return fast as Thousandths;
  }
  // Stryker restore all
  return decimalToScaled(value, 3, 'Quantity') as Thousandths;
}

/** Cents as the wire's decimal number (1234 -> 12.34): the double nearest to the exact decimal. */
export function centsToDecimal(value: Cents): number {
  return value / CENTS_PER_UNIT;
}

/** Thousandths as the wire's decimal number (1500 -> 1.5). */
export function thousandthsToDecimal(value: Thousandths): number {
  return value / THOUSANDTHS_PER_UNIT;
}

function scaledToText(value: number, places: number): string {
  const unit = 10 ** places;
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude / unit);
  const fraction = String(magnitude % unit).padStart(places, '0');
  return `${value < 0 ? '-' : ''}${String(whole)}.${fraction}`;
}

/** Cents as decimal text with exactly 2 decimals (1234 -> "12.34", -5 -> "-0.05"). */
export function centsToString(value: Cents): string {
  return scaledToText(value, 2);
}

/** Thousandths as decimal text with exactly 3 decimals (1500 -> "1.500"). */
export function thousandthsToString(value: Thousandths): string {
  return scaledToText(value, 3);
}

/**
 * Amount for display: the currency symbol (default '$', seed 000 §3 Currency) then 2 decimals; a
 * negative amount puts the minus before the symbol ("-$1.50"). No thousands separators.
 */
export function centsFormat(value: Cents, symbol = '$'): string {
  const text = centsToString(value);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** Quantity for display with 3 decimals (seed 001 §5: quantities to 3 decimals). */
export function thousandthsFormat(value: Thousandths): string {
  return thousandthsToString(value);
}

/** Price × quantity: cents × thousandths ÷ 1000, rounded half away from zero. */
export function centsTimesQuantity(amount: Cents, quantity: Thousandths): Cents {
  return multiplyDivideRounded(amount, quantity, THOUSANDTHS_PER_UNIT) as Cents;
}

/** `percent` (in thousandths of a percent: 10 % -> 10000) of an amount, rounded half away from zero. */
export function centsPercent(amount: Cents, percent: Thousandths): Cents {
  return multiplyDivideRounded(amount, percent, 100 * THOUSANDTHS_PER_UNIT) as Cents;
}

/** The amount with its sign flipped (never -0). */
export function centsNegate(value: Cents): Cents {
  return cents(0 - value);
}

/** Sum of amounts; throws RangeError if it leaves the safe integer range. */
export function centsSum(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return cents(total);
}

/**
 * Splits `total` over `weights` (non-negative integers) by the largest-remainder method: every part is
 * the floor of its exact share, and the cents left over go one each to the largest remainders (ties:
 * the earlier index). The parts always add up to `total`, and each has the sign of `total`. When all
 * weights are 0 the split is even. Used for order discount shares and bill splits.
 */
export function centsAllocate(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot allocate a non-zero amount over no parts');
    return [];
  }
  // Plain loops, no callbacks: this runs for every item of every totals call.
  let weightSum = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError('Allocation weights must be non-negative integers');
    weightSum += weight;
  }
  const even = weightSum === 0;
  if (even) weightSum = weights.length;
  const magnitude = Math.abs(total);
  const sign = total < 0 ? -1 : 1;
  const parts: number[] = [];
  // Remainders are numbers while magnitude × weightSum is safe (the common case, fast), else BigInt.
  const remainders: (number | bigint)[] = [];
  const small = Number.isSafeInteger(magnitude * weightSum);
  let allotted = 0;
  for (const given of weights) {
    const weight = even ? 1 : given;
    if (small) {
      const product = magnitude * weight;
      const remainder = product % weightSum;
      parts.push((product - remainder) / weightSum);
      remainders.push(remainder);
    } else {
      const product = BigInt(magnitude) * BigInt(weight);
      parts.push(Number(product / BigInt(weightSum)));
      remainders.push(product % BigInt(weightSum));
    }
    allotted += parts[parts.length - 1] ?? 0;
  }
  let left = magnitude - allotted;
  if (left > 0) {
    const order: number[] = [];
    for (let index = 0; index < parts.length; index += 1) order.push(index);
    order.sort((a, b) => {
      const ra = remainders[a] ?? 0;
      const rb = remainders[b] ?? 0;
      return ra === rb ? a - b : rb > ra ? 1 : -1;
    });
    for (const index of order) {
      if (left === 0) break;
      parts[index] = (parts[index] ?? 0) + 1;
      left -= 1;
    }
  }
  const result: Cents[] = [];
  for (const part of parts) result.push(cents(sign * part));
  return result;
}

/** Splits an amount into `count` near-equal parts (largest remainder, earlier parts get the extra cents). */
export function centsSplit(total: Cents, count: number): Cents[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('Split count must be a positive integer');
  return centsAllocate(total, new Array<number>(count).fill(1));
}
