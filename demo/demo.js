const snippet = document.querySelector('script[src$="/loader.js"]')
const attributes = [...snippet.attributes]
  .filter((a) => a.name !== 'async')
  .map((a) => `\n  ${a.name}=${a.value.includes('"') ? `'${a.value}'` : `"${a.value}"`}`)
document.getElementById('snippet').textContent = `<script async${attributes.join('')}>\n</script>`

const log = (text) => {
  const item = document.createElement('li')
  item.textContent = `${new Date().toLocaleTimeString()} ${text}`
  document.getElementById('log').prepend(item)
}
const showState = () =>
  (document.getElementById('state').textContent = JSON.stringify(WalletWidget.getState(), null, 2))
const run = (id, action) =>
  document.getElementById(id).addEventListener('click', async () => {
    try {
      const result = await action()
      if (result !== undefined) log(`${id}: ${JSON.stringify(result)}`)
    } catch (error) {
      log(`${id} failed: ${error.code ?? ''} ${error.message}`)
    }
  })

function whenReady(callback) {
  if (window.WalletWidget) return callback()
  document.querySelector('script[src$="/loader.js"]').addEventListener('load', callback, { once: true })
}

whenReady(() => {
  const provider = WalletWidget.getProvider('eip155')
  for (const name of ['open', 'close', 'connect', 'accountChanged', 'chainChanged', 'disconnect', 'error']) {
    WalletWidget.on(name, (event) => {
      log(`event ${name}${event.error ? `: ${event.error.message}` : ''}`)
      showState()
    })
  }
  provider.on('accountsChanged', (accounts) => log(`provider accountsChanged ${JSON.stringify(accounts)}`))
  provider.on('chainChanged', (chainId) => log(`provider chainChanged ${chainId}`))
  run('open', () => WalletWidget.open())
  run('open-networks', () => WalletWidget.open({ view: 'Networks' }))
  run('disconnect', () => WalletWidget.disconnect())
  run('request-accounts', () => provider.request({ method: 'eth_requestAccounts' }))
  run('sign', async () => {
    const [account] = await provider.request({ method: 'eth_accounts' })
    const message = `0x${[...new TextEncoder().encode('Hello from the demo')].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    return provider.request({ method: 'personal_sign', params: [message, account] })
  })
  run('send', async () => {
    const [from] = await provider.request({ method: 'eth_accounts' })
    return provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000' }],
    })
  })
  showState()
})
