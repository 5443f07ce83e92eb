/** An address as a block of lines. */
export function AddressLines({ address }: { address: { name: string; lines: string[]; phone: string } }) {
  return (
    <address className="checkout-address">
      <strong>{address.name}</strong>
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {address.phone ? <span>Phone: {address.phone}</span> : null}
    </address>
  );
}
