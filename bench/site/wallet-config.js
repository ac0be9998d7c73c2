// The EIP-6963 test wallet every host page carries (dev/wallets/test-wallet/): anvil's first account on 31337.
window.__testWalletConfig = {
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8570', name: 'Anvil Local' }],
  addableChains: { 31338: 'http://127.0.0.1:8571' },
}
