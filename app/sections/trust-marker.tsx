import type { SectionDefinition } from "./types";
import { SectionHeader, SectionShell } from "./shared";

export interface TrustMarkerView {
  title: string;
  description: string;
  /** Markers per row on desktop and on phones (CSS variables). */
  perRow: number;
  perRowMobile: number;
  markers: { heading: string; description: string; logo: string; href: string }[];
}

/** Store promises (free shipping, easy returns…): an icon, a short title and a line of text each. */
function TrustMarker({ view, index }: { view: TrustMarkerView; index: number }) {
  const { title, markers } = view;
  const Heading = title ? "h3" : "p";
  const style = { "--per-row": String(view.perRow), "--per-row-mobile": String(view.perRowMobile) };
  return (
    <SectionShell index={index} variant="trust-marker" labelled={!!title} label="Why shop with us">
      <SectionHeader index={index} heading={title} description={view.description} />
      <ul className="trust-markers" style={style as Record<string, string>}>
        {markers.map((marker, i) => (
          <li key={i} className="trust-marker">
            {marker.logo ? (
              <img
                className="trust-marker__logo"
                src={marker.logo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span className="trust-marker__text">
              {marker.heading ? (
                <Heading className="trust-marker__heading">
                  {marker.href ? <a href={marker.href}>{marker.heading}</a> : marker.heading}
                </Heading>
              ) : null}
              {marker.description ? <span className="trust-marker__description">{marker.description}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

const trustMarker: SectionDefinition<TrustMarkerView> = { Component: TrustMarker };
export default trustMarker;
