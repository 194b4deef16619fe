import { isPlaceholder } from '../../../src/services/plan/placeholder';

describe('isPlaceholder', () => {
  test.each([
    [undefined, true],
    ['', true],
    ['  ', true],
    [' unassigned ', true],
    ['<Journey id>', true],
    ['none', false],
    ['[]', false],
    ['<a> and <b>', false],
    ['Unassigned', false],
  ])('%j → %s', (value, placeholder) => expect(isPlaceholder(value)).toBe(placeholder));
});
