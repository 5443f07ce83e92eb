/** The product page's "Buy more, save more" block: the ladder's steps, formatted on the server. */
import type { LadderView } from "~/lib/cart/offers";

export function LadderOffer({ ladder }: { ladder: LadderView }) {
  return (
    <section className="ladder-offer" aria-labelledby="ladder-offer-title">
      <h2 id="ladder-offer-title">Buy more, save more</h2>
      <p>{ladder.text}</p>
      <table className="ladder-offer__steps">
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">You save</th>
          </tr>
        </thead>
        <tbody>
          {ladder.steps.map((step) => (
            <tr key={step.quantity}>
              <th scope="row">{step.quantity}</th>
              <td>{step.price}</td>
              <td>{step.saving}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
