import { describe, expect, it } from 'vitest';
import type { GridSelection } from './selection.js';
import { clearTargets, planPaste, sameFieldTargets } from './targets.js';
import { parseCellText } from './tsv.js';
import type { RateCalendarField } from './types.js';

/** Two rate plans of three rows each: rate, allotment, close-out. */
const ROWS: readonly RateCalendarField[] = ['rate', 'allotment', 'closeOut', 'rate', 'allotment', 'closeOut'];
const fieldOfRow = (row: number) => ROWS[row]!;
const range = (top: number, left: number, bottom: number, right: number): GridSelection => ({
  anchor: { row: top, col: left },
  focus: { row: bottom, col: right },
});
const cells = (targets: readonly { row: number; day: number }[]) => targets.map((t) => `${t.row}:${t.day}`);

describe('sameFieldTargets', () => {
  it.each([
    { name: 'a single cell', selection: range(0, 1, 0, 1), cell: { row: 0, col: 1 }, expected: ['0:1'] },
    {
      name: 'a cell outside the range: only itself',
      selection: range(0, 0, 1, 1),
      cell: { row: 3, col: 4 },
      expected: ['3:4'],
    },
    {
      name: 'a range over two plans: the rate rows only, the edited cell first',
      selection: range(0, 2, 4, 3),
      cell: { row: 3, col: 3 },
      expected: ['3:3', '0:2', '0:3', '3:2'],
    },
    {
      name: 'a range drawn upwards',
      selection: range(1, 3, 0, 2),
      cell: { row: 1, col: 2 },
      expected: ['1:2', '1:3'],
    },
  ])('fills $name', ({ selection, cell, expected }) => {
    const targets = sameFieldTargets(selection, cell, 5, fieldOfRow);
    expect(cells(targets)).toEqual(expected);
    expect(targets.every((t) => t.value === 5)).toBe(true);
  });
});

describe('clearTargets', () => {
  it.each([
    { selection: range(0, 0, 0, 0), expected: [{ row: 0, day: 0, value: null }] },
    {
      selection: range(2, 1, 1, 1),
      expected: [
        { row: 1, day: 1, value: null },
        { row: 2, day: 1, value: false },
      ],
    },
  ])('clears numbers to not set and flags to false: %#', ({ selection, expected }) => {
    expect(clearTargets(selection, fieldOfRow)).toEqual(expected);
  });
});

describe('planPaste', () => {
  const parse = (row: number, text: string) => parseCellText(fieldOfRow(row), text);
  const size = { rows: ROWS.length, days: 5 };
  it.each([
    {
      name: 'one value fills the whole selection',
      matrix: [['7']],
      selection: range(0, 1, 1, 2),
      targets: ['0:1', '0:2', '1:1', '1:2'],
      refused: [],
      selected: range(0, 1, 1, 2),
    },
    {
      name: 'a block pastes from the top-left of the selection',
      matrix: [
        ['1', '2'],
        ['3', '4'],
      ],
      selection: range(3, 3, 5, 4),
      targets: ['3:3', '3:4', '4:3', '4:4'],
      refused: [],
      selected: range(3, 3, 4, 4),
    },
    {
      name: 'a block is clipped to the grid',
      matrix: [['1', '2', '3']],
      selection: range(3, 3, 3, 3),
      targets: ['3:3', '3:4'],
      refused: [],
      selected: range(3, 3, 3, 4),
    },
    {
      name: 'short lines leave the rest of the block alone; text that is no value is refused',
      matrix: [['1', '2'], ['x']],
      selection: range(0, 0, 0, 0),
      targets: ['0:0', '0:1'],
      refused: ['1:0'],
      selected: range(0, 0, 1, 1),
    },
  ])('$name', ({ matrix, selection, targets, refused, selected }) => {
    const plan = planPaste(matrix, selection, size, parse);
    expect(cells(plan.targets)).toEqual(targets);
    expect(cells(plan.refused)).toEqual(refused);
    expect(plan.selection).toEqual(selected);
  });

  it('gives the parsed values and the reasons of refused cells', () => {
    const plan = planPaste([['Rp 450.000'], ['1,5'], ['maybe']], range(0, 0, 0, 0), size, parse);
    expect(plan.targets).toEqual([{ row: 0, day: 0, value: 450000 }]);
    expect(plan.refused).toEqual([
      { row: 1, day: 0, reason: 'integer' },
      { row: 2, day: 0, reason: 'flag' },
    ]);
  });
});
