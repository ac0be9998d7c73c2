import { describe, expect, it } from 'vitest'
import { ZERO_ADDRESS } from '../decode-block.js'
import { directionOf, operationType } from './operation-type.js'

const ME = '0x00000000000000000000000000000000000000aa'
const YOU = '0x00000000000000000000000000000000000000bb'
const seen = (from: string, to: string) => ({ from, to, direction: directionOf(ME, from, to) })

describe('operationType', () => {
  it('behavior: receive only when everything came in; send when everything went out', () => {
    expect(operationType([seen(YOU, ME), seen(YOU, ME)])).toBe('receive')
    expect(operationType([seen(ME, YOU)])).toBe('send')
    expect(operationType([seen(ME, ME)])).toBe('send')
  })

  it('behavior: mint and burn for the zero address; execute for a swap or nothing moved', () => {
    expect(operationType([seen(ZERO_ADDRESS, ME)])).toBe('mint')
    expect(operationType([seen(ZERO_ADDRESS, ME), seen(YOU, ME)])).toBe('receive')
    expect(operationType([seen(ME, ZERO_ADDRESS)])).toBe('burn')
    expect(operationType([seen(ME, YOU), seen(YOU, ME)])).toBe('execute')
    expect(operationType([])).toBe('execute')
  })

  it('behavior: direction is in, out or self from the account', () => {
    expect([directionOf(ME, YOU, ME), directionOf(ME, ME, YOU), directionOf(ME, ME, ME)]).toEqual(['in', 'out', 'self'])
  })
})
