import { factsShown, type Fact } from "~/lib/facts";

/** A description list of facts (an order's total, a card's expiry…): each that has a value, in their order. */
export function FactList({ className, facts }: { className: string; facts: Fact[] }) {
  return (
    <dl className={className}>
      {factsShown(facts).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
