/** The settings root: the navigation alone on mobile; on wider screens a pointer to it. */
export default function SettingsIndex() {
  return (
    <div className="settings__intro">
      <h1>Settings</h1>
      <p>Choose the currency prices are shown in, or the language of the store.</p>
    </div>
  );
}
