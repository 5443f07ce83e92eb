import { Link } from "@remix-run/react";

/** The settings root: the navigation alone on mobile; on wider screens a pointer to it. */
export default function SettingsIndex() {
  return (
    <div className="settings__intro">
      <h1>Settings</h1>
      <p>
        Choose the <Link to="/setting/currency/">currency</Link> prices are shown in, or the{" "}
        <Link to="/setting/language/">language</Link> of the store.
      </p>
    </div>
  );
}
