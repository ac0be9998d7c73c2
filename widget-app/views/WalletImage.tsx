/** A wallet's icon (a data:image URI, already checked) or its initial on a tile. Decorative: the name is beside it. */
export function WalletImage({ name, icon, size = 40 }: { name: string; icon?: string | undefined; size?: number }) {
  if (icon) return <img className="wallet-image" src={icon} alt="" width={size} height={size} />
  return (
    <span className="wallet-image wallet-image--initial" aria-hidden="true" style={{ width: size, height: size }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
