import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall } from './call-decoder.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const abi = parseAbi([
  'function transfer(address,uint256)',
  'function approve(address,uint256)',
  'function increaseAllowance(address,uint256)',
  'function transferFrom(address,address,uint256)',
  'function safeTransferFrom(address,address,uint256)',
  'function safeTransferFrom(address,address,uint256,bytes)',
  'function safeTransferFrom(address,address,uint256,uint256,bytes)',
  'function safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
  'function setApprovalForAll(address,bool)',
])
const data = (functionName: string, args: readonly unknown[]) =>
  encodeFunctionData({ abi, functionName, args } as never)

describe('calldata decoding', () => {
  it('behavior: ERC-20 transfer, approve and increaseAllowance', () => {
    expect(decodeCall(token, data('transfer', [bob, 5n]))).toEqual({
      kind: 'transfer',
      contract: token,
      to: bob,
      amount: 5n,
    })
    expect(decodeCall(token, data('approve', [bob, 2n ** 256n - 1n]))).toEqual({
      kind: 'approve',
      contract: token,
      spender: bob,
      amount: 2n ** 256n - 1n,
      increase: false,
    })
    expect(decodeCall(token, data('increaseAllowance', [bob, 7n]))).toEqual({
      kind: 'approve',
      contract: token,
      spender: bob,
      amount: 7n,
      increase: true,
    })
  })

  it('behavior: ERC-721 and ERC-1155 transfers and setApprovalForAll', () => {
    expect(decodeCall(token, data('transferFrom', [alice, bob, 42n]))).toEqual({
      kind: 'transferFrom',
      contract: token,
      from: alice,
      to: bob,
      amountOrTokenId: 42n,
    })
    expect(
      decodeCall(token, encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [alice, bob, 42n] })),
    ).toMatchObject({ kind: 'nftTransfer', standard: 'ERC-721', items: [{ id: 42n, amount: null }] })
    expect(
      decodeCall(token, encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [alice, bob, 42n, '0x'] })),
    ).toMatchObject({ kind: 'nftTransfer', standard: 'ERC-721', to: bob })
    expect(
      decodeCall(
        token,
        encodeFunctionData({ abi, functionName: 'safeTransferFrom', args: [alice, bob, 3n, 10n, '0x'] }),
      ),
    ).toMatchObject({ kind: 'nftTransfer', standard: 'ERC-1155', items: [{ id: 3n, amount: 10n }] })
    expect(decodeCall(token, data('safeBatchTransferFrom', [alice, bob, [1n, 2n], [5n, 6n], '0x']))).toMatchObject({
      kind: 'nftTransfer',
      standard: 'ERC-1155',
      items: [
        { id: 1n, amount: 5n },
        { id: 2n, amount: 6n },
      ],
    })
    expect(decodeCall(token, data('setApprovalForAll', [bob, true]))).toEqual({
      kind: 'setApprovalForAll',
      contract: token,
      operator: bob,
      approved: true,
    })
  })

  it('error: unknown selectors and truncated arguments are unknown calls, never half-read', () => {
    expect(decodeCall(token, '0xdeadbeef0000')).toEqual({ kind: 'unknown', contract: token, selector: '0xdeadbeef' })
    const truncated = data('transfer', [bob, 5n]).slice(0, 40) as `0x${string}`
    expect(decodeCall(token, truncated)).toEqual({ kind: 'unknown', contract: token, selector: '0xa9059cbb' })
    expect(decodeCall(token, undefined)).toBeNull()
    expect(decodeCall(token, '0x')).toBeNull()
  })
})
