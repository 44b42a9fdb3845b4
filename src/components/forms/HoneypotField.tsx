import React from 'react';

/**
 * A field people never see or reach; bots fill it in, and the CMS then stores nothing. It sits
 * in a clipped wrapper so that the input's own styles cannot widen the page.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <input
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
