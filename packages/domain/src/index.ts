/**
 * @opentill/domain: every business rule of the seeds as pure functions over plain data.
 * No IO, no clock, no runtime dependency; see README.md.
 */
export * from './money.ts';
export * from './result.ts';
export * from './order-input.ts';
export * from './order-totals.ts';
export * from './discounts.ts';
export * from './keypads.ts';
export * from './order-status.ts';
export * from './payments.ts';
export * from './uncertain-payments.ts';
export * from './refunds.ts';
export * from './refund-void.ts';
export * from './shifts.ts';
export * from './search.ts';
export * from './validation.ts';
export * from './permissions.ts';
export * from './route-guard.ts';
export * from './local-id.ts';
export * from './order-number.ts';
export * from './print-text.ts';
export * from './printer-model.ts';
export * from './print-receipt.ts';
export * from './print-refund-slip.ts';
export * from './card-brand.ts';
export * from './print-kitchen.ts';
export * from './print-reports.ts';
export * from './order-totals-wire.ts';
export * from './line-figures.ts';
export * from './modifier-choice.ts';
export * from './card-data.ts';
export * from './order-check.ts';
export * from './courses.ts';
export * from './split.ts';
export * from './order-merge.ts';
export * from './kitchen-send.ts';
export * from './customer-tip.ts';
