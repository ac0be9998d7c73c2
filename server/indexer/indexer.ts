/**
 * The indexer: one follower per configured chain, each looping (record a batch, or wait the poll
 * interval once at the head or while another server holds the chain), plus the NFT metadata
 * rounds once caught up. A node that fails is logged when it starts and stops failing, not on
 * every poll. stop() ends the loops, waits for the write in progress and gives the leases up.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Clock } from '../clock.js'
import type { ChainEndpoint } from '../config.js'
import type { Database } from '../db/database.js'
import { createChainFollower, type StepOutcome } from './chain-follower.js'
import { releaseLease } from './lease.js'
import { fetchPendingNftMetadata } from './nft-metadata.js'
import { createRpcClient } from './rpc-client.js'
import type { IndexerSettings } from './settings.js'

export interface StartIndexerParameters {
  db: Database
  chains: readonly ChainEndpoint[]
  settings: Pick<IndexerSettings, 'pollIntervalMs' | 'batchBlocks' | 'leaseMs'> &
    Partial<Pick<IndexerSettings, 'fetchInternalHosts'>>
  clock: Clock
  /** This indexer's name in the lease rows; unique by default. */
  owner?: string
  log?: (message: string) => void
  /** Called after each batch this indexer recorded, with its first and last block. */
  onRecorded?: (chainId: string, from: number, to: number) => void
}

export interface Indexer {
  owner: string
  stop(): Promise<void>
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done(): void {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

export function startIndexer({
  db,
  chains,
  settings,
  clock,
  owner = `${hostname()}:${process.pid}:${randomUUID()}`,
  log = (message) => console.error(`[indexer] ${message}`),
  onRecorded,
}: StartIndexerParameters): Indexer {
  const stopping = new AbortController()
  const signal = stopping.signal

  const follow = async (chain: ChainEndpoint): Promise<void> => {
    const rpc = createRpcClient(chain.rpcUrl, { signal })
    const follower = createChainFollower({
      db,
      rpc,
      chainId: chain.caipNetworkId,
      owner,
      clock,
      ...settings,
      onRecorded,
    })
    let failing: string | undefined
    while (!signal.aborted) {
      let outcome: StepOutcome | 'failed'
      try {
        outcome = await follower.step()
        if (outcome === 'caught-up')
          await fetchPendingNftMetadata(db, rpc, chain.caipNetworkId, settings.fetchInternalHosts)
        if (failing !== undefined) log(`${chain.caipNetworkId}: following again`)
        failing = undefined
      } catch (err) {
        outcome = 'failed'
        const message = err instanceof Error ? err.message : String(err)
        if (!signal.aborted && message !== failing) log(`${chain.caipNetworkId}: ${message} (trying again)`)
        failing = message
      }
      if (outcome !== 'progress') await sleep(settings.pollIntervalMs, signal)
    }
    await releaseLease(db, chain.caipNetworkId, owner).catch(() => undefined)
  }

  const loops = chains.map(follow)
  let stopped: Promise<void> | undefined
  return {
    owner,
    stop: () =>
      (stopped ??= (async () => {
        stopping.abort()
        await Promise.allSettled(loops)
      })()),
  }
}
