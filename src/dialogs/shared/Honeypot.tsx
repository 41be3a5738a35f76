/**
 * A field people never see or reach; bots that fill every input give themselves away. Not
 * displayed at all and named after nothing, so browsers' autofill leaves it empty too.
 */
export default function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true" hidden>
      <label>
        Leave this field empty
        <input
          type="text"
          name="hp_field"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
