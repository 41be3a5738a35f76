/**
 * A field people never see or reach; bots that fill every input give themselves away. Not
 * displayed at all and named after nothing, so browsers' autofill leaves it empty too.
 */
interface Props {
  /** The dialog's words for it (a screen reader never reaches it either; bots read labels). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export default function Honeypot({ label, value, onChange }: Props) {
  return (
    <div className="honeypot" aria-hidden="true" hidden>
      <label>
        {label}
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
