/** Compiles the demo contracts of dev/contracts/*.sol with solc and writes their abi + bytecode to dev/contracts/artifacts/. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const solc = require('solc') as { compile(input: string, callbacks: { import(p: string): unknown }): string }

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
export const contractsDir = path.join(repoRoot, 'dev', 'contracts')
export const artifactsDir = path.join(contractsDir, 'artifacts')
const nodeModules = path.join(repoRoot, 'node_modules')

export interface ContractArtifact {
  contractName: string
  abi: unknown[]
  bytecode: `0x${string}`
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

/** Imports resolve only inside node_modules (OpenZeppelin); anything else is refused. */
function findImport(importPath: string): { contents: string } | { error: string } {
  const resolved = path.resolve(nodeModules, importPath)
  if (!resolved.startsWith(nodeModules + path.sep)) return { error: `import outside node_modules: ${importPath}` }
  try {
    return { contents: readFileSync(resolved, 'utf8') }
  } catch {
    return { error: `import not found: ${importPath}` }
  }
}

/** Compiles every .sol file of dev/contracts into one artifact per contract named like its file. */
export function compileContracts(): ContractArtifact[] {
  const files = readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(files.map((f) => [f, { content: readFileSync(path.join(contractsDir, f), 'utf8') }])),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // A hardfork every anvil release runs; no metadata hash so the bytecode depends only on the sources.
      evmVersion: 'shanghai',
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
      // The ERC-4337 sources import the OpenZeppelin 5 they ship with; our own files keep the top-level 4.9.
      remappings: [
        '@account-abstraction/contracts/:@openzeppelin/contracts/=@account-abstraction/contracts/node_modules/@openzeppelin/contracts/',
      ],
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  return files.map((file) => {
    const contractName = path.basename(file, '.sol')
    const compiled = output.contracts?.[file]?.[contractName]
    if (!compiled) throw new Error(`solc produced no contract ${contractName} for ${file}`)
    return { contractName, abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
  })
}

/** The file an artifact is committed in. */
export function artifactPath(contractName: string): string {
  return path.join(artifactsDir, `${contractName}.json`)
}

export function serializeArtifact(artifact: ContractArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const artifact of compileContracts()) {
    writeFileSync(artifactPath(artifact.contractName), serializeArtifact(artifact))
    console.log(`wrote ${path.relative(repoRoot, artifactPath(artifact.contractName))}`)
  }
}
