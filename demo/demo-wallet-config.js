// Anvil's first development account: public, funded only on the local chains. Never use it elsewhere.
window.__testWalletConfig = {
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil Local' }],
  addableChains: { 31338: 'http://127.0.0.1:8546' },
  name: 'Demo Wallet',
  rdns: 'org.example.demowallet',
}
