/** Small state labels (Primary, Verified, Unverified, Default, Expired). */
export function Badge({
  children,
  tone = "neutral",
}: {
  children: string;
  tone?: "neutral" | "good" | "warn" | "strong";
}) {
  return <span className={`profile-badge profile-badge--${tone}`}>{children}</span>;
}

const TONES: Record<string, "good" | "warn" | "strong"> = { Primary: "strong", Verified: "good", Unverified: "warn" };

export function Badges({ labels }: { labels: string[] }) {
  if (!labels.length) return null;
  return (
    <span className="profile-badges">
      {labels.map((label) => (
        <Badge key={label} tone={TONES[label] ?? "neutral"}>
          {label}
        </Badge>
      ))}
    </span>
  );
}
