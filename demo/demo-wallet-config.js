// Anvil's first development account: public, funded only on the local chains. Never use it elsewhere.
window.__testWalletConfig = {
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil Local' }],
  addableChains: { 31338: 'http://127.0.0.1:8546' },
  name: 'Demo Wallet',
  rdns: 'org.example.demowallet',
}

// A development Solana wallet (Wallet Standard): the local Solana world's dev account 0, whose seed is
// sha256("wallet-widget solana dev 0"), public and funded only on the local node. Never use it elsewhere.
window.__solanaTestWalletConfig = {
  seedHex: '1e4fb900a8b3da42bc1c30c8cc8f84def44932ca2c82a82d0b39da229f7e296d',
  chain: 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B',
  rpcUrl: 'http://127.0.0.1:8899',
  name: 'Demo Solana Wallet',
  autoApprove: true,
}

// A development Bitcoin wallet (Wallet Standard): the local UTXO node's dev wallet 0 (dev/world/bitcoin/accounts.ts),
// its payment and ordinal accounts funded only on the local regtest node. Never use its keys elsewhere.
window.__bitcoinTestWalletConfig = { wallet: 0, name: 'Demo Bitcoin Wallet', autoApprove: true }

// A development sats-connect Bitcoin wallet (window.btc_providers): the local UTXO node's dev wallet 2, funded only
// on the local regtest node. Never use its keys elsewhere.
window.__satsTestWalletConfig = { wallet: 2, name: 'Demo Sats Wallet', autoApprove: true }

// A development Polkadot extension (window.injectedWeb3): the public development keys //Alice and //Bob.
window.__polkadotTestExtensionConfig = { autoApprove: true }
