import { describe, expect, it } from 'vitest'
import { rowTarget, scrollRowIntoView } from './roving-focus.js'

describe('rowTarget', () => {
  const list = { current: 10, lastLoaded: 39, total: 100, pageRows: 7 }
  it('behavior: arrows move one row, pages a scroller of rows, Home to the first and End to the last arrived row', () => {
    expect(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End'].map((key) => rowTarget(key, list))).toEqual([
      11, 9, 17, 3, 0, 39,
    ])
  })
  it('behavior: a move stops at either end of the list', () => {
    expect(rowTarget('ArrowUp', { ...list, current: 0 })).toBe(0)
    expect(rowTarget('PageUp', { ...list, current: 3 })).toBe(0)
    expect(rowTarget('ArrowDown', { ...list, current: 99 })).toBe(99)
    expect(rowTarget('PageDown', { ...list, current: 95 })).toBe(99)
  })
  it('behavior: other keys are left alone', () => {
    expect(rowTarget('Enter', list)).toBeNull()
    expect(rowTarget('a', list)).toBeNull()
  })
})

describe('scrollRowIntoView', () => {
  const scroller = (scrollTop: number) => ({ scrollTop }) as HTMLElement
  it('behavior: a row above the view is scrolled to the top, one below to the bottom, one in view not at all', () => {
    expect(scrollRowIntoView(scroller(560), 2, 56, 392)).toBe(112)
    expect(scrollRowIntoView(scroller(0), 10, 56, 392)).toBe(224)
    expect(scrollRowIntoView(scroller(100), 3, 56, 392)).toBe(100)
  })
})
