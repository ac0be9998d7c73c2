/**
 * The Account view's tabs: Tokens, NFTs and, when the project's activity feature is on, Activity.
 * The tab bar follows the ARIA tabs pattern (arrow keys, Home and End move and select; only the
 * selected tab is in the Tab order). The panels' code is downloaded when Account first shows a tab.
 */
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { t as translate } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import { useAppState } from '../context.js'
import { LazyView } from '../lazy-view.js'
import { type AccountPanels as Panels, accountPanels as panels } from './panels-chunk.js'
import { tabTarget } from './tab-keys.js'

export type AccountTab = 'tokens' | 'nfts' | 'activity'

const PANELS: Record<AccountTab, (module: Panels) => ReactNode> = {
  tokens: (module) => <module.TokensTab />,
  nfts: (module) => <module.NftsTab />,
  activity: (module) => <module.ActivityTab />,
}

/** Each tab's name in the active language. */
const NAMES: Record<AccountTab, () => string> = {
  tokens: () => translate('accountTabs.tokens'),
  nfts: () => translate('accountTabs.nfts'),
  activity: () => translate('accountTabs.activity'),
}

const tabId = (tab: AccountTab) => `account-tab-${tab}`
const panelId = (tab: AccountTab) => `account-panel-${tab}`

export function AccountTabs() {
  const t = useT()
  const activity = useAppState((state) => state.features?.activity === true)
  // NFTs and activity are read for EVM accounts only (SPEC §1): a Solana account has Tokens alone.
  const evm = useAppState((state) => state.chainNamespace === 'eip155')
  const tabs: AccountTab[] = !evm ? ['tokens'] : activity ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const [chosen, setChosen] = useState<AccountTab>('tokens')
  const selected = tabs.includes(chosen) ? chosen : 'tokens'
  const buttons = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rightToLeft = document.documentElement.dir === 'rtl'
    const target = tabTarget(event.key, tabs.indexOf(selected), tabs.length, rightToLeft)
    if (target === null) return
    event.preventDefault()
    const tab = tabs[target]!
    setChosen(tab)
    buttons.current[tab]?.focus()
  }

  return (
    <div className="account-tabs" data-testid="account-tabs">
      <div className="tab-list" role="tablist" aria-label={t('accountTabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="tab"
            data-testid={`account-tab-${tab}`}
            aria-selected={tab === selected}
            // Only the selected tab's panel is rendered.
            aria-controls={tab === selected ? panelId(tab) : undefined}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setChosen(tab)}
          >
            {NAMES[tab]()}
          </button>
        ))}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        data-testid={`account-panel-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the Tab order (it scrolls)
        tabIndex={0}
      >
        <LazyView chunk={panels} render={(module) => PANELS[selected](module)} />
      </div>
    </div>
  )
}
