import { Link, useLoaderData } from "@remix-run/react";
import type { loadPointsHistory } from "~/profile/rewards.server";
import { privatePage } from "~/lib/cache-headers";

export { loadPointsHistory as loader } from "~/profile/rewards.server";

export const { headers, meta } = privatePage("Reward points history");

export default function RewardHistory() {
  const page = useLoaderData<typeof loadPointsHistory>();
  if (!page.enabled) {
    return (
      <article className="profile-page">
        <h1>Reward points history</h1>
        <p className="profile-empty">Referral rewards are not enabled in this store.</p>
      </article>
    );
  }
  return (
    <article className="profile-page">
      <h1>Reward points history</h1>
      <p className="profile-points">
        <strong>{page.points}</strong> points available
      </p>
      {page.entries.length === 0 ? (
        <p className="profile-empty">{page.paged ? "No more entries." : "You have no reward points yet."}</p>
      ) : (
        <table className="profile-table">
          <caption className="visually-hidden">Reward points earned and used</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Details</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {page.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.dateTime}>{entry.date}</time>
                </td>
                <td>
                  {entry.text}
                  {entry.detail ? <span className="profile-table__detail">{entry.detail}</span> : null}
                </td>
                <td className={entry.debit ? "profile-points--debit" : "profile-points--credit"}>{entry.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Reward history pages" className="profile-more">
        {page.nextPageId ? (
          <Link to={`?${new URLSearchParams({ page_id: page.nextPageId })}`} className="button">
            Load more
          </Link>
        ) : null}
        {page.paged ? <Link to="/profile/refer-earn-credit/">Back to the latest entries</Link> : null}
      </nav>
    </article>
  );
}
