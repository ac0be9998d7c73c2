/**
 * The connected account's profile where Account shows its address: the registered name and avatar
 * (read once per address and cached), and "Choose a name" when the account has no name yet.
 */
import { useEffect } from 'react'
import { useT } from '../../i18n/use-t.js'
import type { Identity } from '../../api/profile.js'
import { useStore } from '../../state/store.js'
import { Avatar } from '../Avatar.js'
import { useAppState, useWidget } from '../context.js'
import { namesOf } from './names-of.js'

/** The profile of `address` once read: null before (or when it could not be read). */
export function useProfile(address: string | null): Identity | null {
  const names = namesOf(useWidget())
  useEffect(() => {
    if (address) void names.loadProfile(address)
  }, [address])
  return useStore(names.store, () => names.profileOf(address))
}

/** An avatar is shown only from a web address (never a script or a local file). */
const isWebImage = (url: string) => /^https?:\/\//i.test(url)

/** The profile's avatar, or the address's colour gradient. */
export function ProfileAvatar({ address, profile }: { address: string; profile: Identity | null }) {
  const avatar = profile?.avatar && isWebImage(profile.avatar) ? profile.avatar : null
  return avatar ? (
    <img className="avatar" src={avatar} alt="" data-testid="account-avatar" />
  ) : (
    <Avatar address={address} />
  )
}

/** "Choose a name", for an EVM account known to have none. */
export function ChooseNameButton({ profile }: { profile: Identity | null }) {
  const t = useT()
  const widget = useWidget()
  const evm = useAppState((state) => state.chainNamespace === 'eip155')
  if (!evm || !profile || profile.name) return null
  return (
    <button
      type="button"
      className="button button--secondary"
      data-testid="choose-name-button"
      onClick={() => {
        namesOf(widget).reset()
        widget.actions.push({ name: 'RegisterAccountName' })
      }}
    >
      {t('names.choose')}
    </button>
  )
}
