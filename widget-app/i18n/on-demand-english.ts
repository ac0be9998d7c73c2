/**
 * Every English text only on-demand views show: the English file of each folder beside the startup
 * catalog (`messages/<folder>/en.ts`). A new folder is one import and one spread here; the size check
 * (scripts/on-demand-texts-check.ts) reads its groups from this object.
 */
import accountTabs from './messages/account-tabs/en.js'
import names from './messages/names/en.js'
import send from './messages/send/en.js'
import signIn from './messages/sign-in/en.js'
import swap from './messages/swap/en.js'
import buy from './messages/buy/en.js'
import views from './messages/views/en.js'
import accountType from './messages/account-type/en.js'
import chainAccounts from './messages/chain-accounts/en.js'
import multiWallet from './messages/multi-wallet/en.js'

export const ON_DEMAND_ENGLISH = {
  ...views,
  ...accountTabs,
  ...send,
  ...signIn,
  ...names,
  ...swap,
  ...buy,
  ...accountType,
  ...chainAccounts,
  ...multiWallet,
}
