/** A colour gradient derived from the address: decorative, different for different accounts. */
export function Avatar({ address }: { address: string }) {
  const hue = (offset: number) => parseInt(address.slice(2 + offset, 6 + offset), 16) % 360
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ background: `linear-gradient(135deg, hsl(${hue(0)} 70% 60%), hsl(${hue(8)} 70% 45%))` }}
    />
  )
}
