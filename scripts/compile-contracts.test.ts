import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { artifactPath, artifactsDir, compileContracts } from './compile-contracts.js'

describe('compile-contracts', () => {
  it('behavior: the committed artifacts are what dev/contracts compiles to now (run `npx tsx scripts/compile-contracts.ts` after a change)', () => {
    const compiled = compileContracts()
    expect(compiled.map((artifact) => `${artifact.contractName}.json`).sort()).toEqual(
      readdirSync(artifactsDir)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    )
    for (const artifact of compiled) {
      const committed = JSON.parse(readFileSync(artifactPath(artifact.contractName), 'utf8'))
      expect(committed.bytecode, artifact.contractName).toBe(artifact.bytecode)
      expect(committed.abi, artifact.contractName).toEqual(artifact.abi)
      expect(artifact.bytecode.length, artifact.contractName).toBeGreaterThan(1_000)
    }
  }, 120_000)
})
