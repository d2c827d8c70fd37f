// @ts-check
/**
 * The middle value of a list of measurements (the upper middle one for an even count), as the benchmarks report it.
 * @param {readonly number[]} values
 * @returns {number}
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
